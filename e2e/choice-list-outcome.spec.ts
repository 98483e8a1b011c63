import type { Page } from '@playwright/test';
import type { ChoiceOptionKey, PredictionPage, PredictionRow } from '@seatscope/shared';
import { expect, expectAccessible, test } from './fixtures';
import { buyerAtSize, mccNeetPgOpenCategory } from './support/data-screens';

// The list's outcome on the Choice List screen (docs/product.md#choice-list,
// docs/decisions/0079-a-lists-outcome-from-the-shared-shift.md): the chance of a seat for the
// profile's rank, each choice's share, and a suggestion that, added, raises the chance. The list
// is set through the API (building one from the screens is choice-list.spec.ts's); what is
// checked is what the candidate sees.

/** Any rank: the seats' expected closing ranks do not depend on it. */
const RANK = 20_000;

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const keyOf = (row: PredictionRow): ChoiceOptionKey => ({
  instituteId: row.instituteId,
  courseId: row.courseId,
  quotaName: row.quotaName,
  category: row.category,
});

/**
 * MCC NEET PG's id, two All India seats of one course and state, and a rank for which both are
 * unlikely and other seats of that course and state likelier, so that adding one of those
 * raises the list's chance.
 */
async function unlikelyPairAndRank(page: Page) {
  const { counselling, category } = await mccNeetPgOpenCategory(page);
  // Every All India seat of the category, page by page (the default order puts likely seats first).
  const rows: PredictionRow[] = [];
  for (let number = 1; number === 1 || rows.length % 500 === 0; number += 1) {
    const scan = (await (
      await page.request.get(
        `/api/predictions?counselling=${counselling}&rank=${RANK}&category=${encodeURIComponent(category)}&quota=All%20India&pageSize=500&page=${number}`,
      )
    ).json()) as PredictionPage;
    rows.push(...scan.rows);
    if (scan.rows.length === 0) break;
  }
  // The course and state with the most seats; a rank a little beyond the second best closing
  // rank expected there: its two best seats are unlikely, the others likelier.
  const groups = new Map<string, PredictionRow[]>();
  for (const row of rows) {
    const group = JSON.stringify([row.courseId, row.state]);
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  const largest = [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const [first, second, ...others] = [...largest].sort(
    (a, b) => a.expectedClosingRank - b.expectedClosingRank,
  );
  if (!first || !second || others.length === 0) throw new Error('no course with three seats');
  return {
    counselling,
    options: [first, second].map(keyOf),
    rank: Math.round(second.expectedClosingRank * 1.1),
  };
}

const FIGURE = /(\d+%|<1%|>99%)$/;

/** The figure a text ends with, and its value in percent (">99%" as 100, "<1%" as 0). */
function figureOf(text: string | null): { text: string; value: number } {
  const figure = FIGURE.exec(text?.trim() ?? '')?.[1] ?? '';
  const value = figure === '>99%' ? 100 : figure === '<1%' ? 0 : Number(figure.replace('%', ''));
  return { text: figure, value };
}

for (const size of sizes) {
  test(`the chance of a seat with the list at ${size.name} size, and a suggestion that raises it`, async ({
    page,
  }) => {
    await buyerAtSize(page, size);
    const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
    const { counselling, options, rank } = await unlikelyPairAndRank(page);
    const saved = await page.request.patch('/api/me/profile', {
      data: { fullName: 'Asha Rao', allIndiaRank: rank },
      headers: { origin },
    });
    expect(saved.ok(), `profile answered ${saved.status()}`).toBe(true);
    const listed = await page.request.put(`/api/choice-lists/${counselling}`, {
      data: { options },
      headers: { origin },
    });
    expect(listed.ok(), `list answered ${listed.status()}`).toBe(true);

    await page.goto(`/app/choice-list?counselling=${counselling}`);
    // The profile's rank fills the field; the category is the list's.
    await expect(page.getByLabel('All India Rank')).toHaveValue(String(rank));
    const headline = page.getByText(/^Chance of a seat with this list: (\d+%|<1%|>99%)$/);
    await expect(headline).toBeVisible();
    const before = figureOf(await headline.textContent());
    await expect(page.getByText(/most likely: .+, (\d+%|<1%|>99%)$/)).toBeVisible();
    const choices = page.getByRole('list', { name: 'Your choices' }).getByRole('listitem');
    await expect(choices).toHaveCount(2);
    for (const choice of await choices.all()) {
      await expect(choice.getByText(/^Share: (\d+%|<1%)/)).toBeVisible();
    }

    // The suggestion that raises the chance most, with the figure it promises.
    const suggestions = page.getByRole('list', { name: 'Suggested options' }).getByRole('listitem');
    await expect(suggestions.first()).toBeVisible();
    const promised = figureOf(
      /the chance of a seat (\d+%|<1%|>99%)/.exec(
        (await suggestions.first().textContent()) ?? '',
      )?.[1] ?? null,
    );
    expect(promised.value).toBeGreaterThan(before.value);
    await expectAccessible(page);
    await page.screenshot({
      path: test.info().outputPath('choice-list-outcome.png'),
      fullPage: true,
    });
    // The toast shows for a few seconds: it is awaited from before the click, so a slow moment
    // after the click cannot let it come and go unseen (as it did once in a full run, the
    // option added all the same).
    await Promise.all([
      expect(page.getByText('Added to choice list')).toBeVisible(),
      suggestions.first().getByRole('button', { name: /^Add / }).click(),
    ]);
    await expect(choices).toHaveCount(3);
    await expect(headline).toHaveText(`Chance of a seat with this list: ${promised.text}`);
  });
}

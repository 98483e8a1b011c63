import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { givePackage, selectCounselling } from './support/data-screens';
import { choose } from './support/select';
import { createSignedInUser } from './support/users';

// Rank DeepScan as a candidate uses it (docs/product.md#rank-deepscan,
// docs/decisions/0071-best-seats-first.md): the best seats first, another order on request, and
// the scan in the address, so a reload, a bookmark and back/forward bring it back. At a laptop's
// size the options are a table, at a phone's cards.

const RANK = 20000;
const GROUP_SECTION = /^(Safe|Likely|Reach|Unlikely) \(/;

/** Each shown option's expected closing rank: the first rank it shows, card or row alike. */
async function expectedRanks(options: Locator): Promise<number[]> {
  const texts = await options.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLElement).innerText),
  );
  return texts.map((text) => Number(/#([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '')));
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

for (const size of [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a scan shows the best seats first, sorts on request and comes back from its address', async ({
      page,
    }) => {
      test.slow();
      const laptop = size.width >= 1024;
      await createSignedInUser(page);
      await givePackage(page);
      await page.goto('/app/rank-scan');
      await selectCounselling(page);
      await page.getByLabel('Your rank').fill(String(RANK));
      await page.getByRole('button', { name: 'Scan' }).click();

      // Best seats first: the highest chance group that has options heads the page, and in it
      // the seat that closes at the best rank comes first.
      const firstGroup = page.getByRole('region', { name: GROUP_SECTION }).first();
      await expect(firstGroup).toBeVisible();
      const summary = page.getByRole('navigation', { name: 'Chance groups' });
      const topGroup = (
        (await summary.getByRole('button').and(page.locator(':enabled')).first().textContent()) ??
        ''
      ).replace(/[\d,]+$/, '');
      await expect(firstGroup.getByRole('heading', { level: 2 })).toHaveText(
        new RegExp(`^${topGroup} \\(`),
      );
      const inFirstGroup = await expectedRanks(firstGroup.getByTestId('scan-option'));
      expect(inFirstGroup.length).toBeGreaterThan(1);
      expect(inFirstGroup).toEqual(ascending(inFirstGroup));
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Best seats first');
      if (laptop) await expect(page.getByRole('table').first()).toBeVisible();
      else await expect(page.getByRole('table')).toHaveCount(0);
      const scanned = new URL(page.url());
      expect(scanned.searchParams.get('rank')).toBe(String(RANK));
      expect(scanned.searchParams.get('counselling')).toBeTruthy();
      expect(scanned.searchParams.get('category')).toBeTruthy();
      const bestFirst = (await page.getByTestId('scan-option').first().textContent()) ?? '';

      // Another order: one list by expected closing rank, written into the address.
      await choose(page, 'Sort by', 'Expected closing rank, best first');
      await expect(page).toHaveURL(/[?&]sort=expectedClosingRank\.asc(&|$)/);
      await expect(page.getByRole('region', { name: GROUP_SECTION })).toHaveCount(0);
      const sorted = await expectedRanks(page.getByTestId('scan-option'));
      expect(sorted).toEqual(ascending(sorted));
      const sortedFirst = (await page.getByTestId('scan-option').first().textContent()) ?? '';
      await expectAccessible(page);

      // A reload brings the same scan back, without pressing Scan.
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(
        'Expected closing rank, best first',
      );
      await expect(page.getByTestId('scan-option').first()).toHaveText(sortedFirst);
      await expect(page.getByLabel('Your rank')).toHaveValue(String(RANK));

      // Back returns to the best seats first; forward to the sorted list.
      await page.goBack();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Best seats first');
      await expect(page.getByTestId('scan-option').first()).toHaveText(bestFirst);
      await page.goForward();
      await expect(page.getByTestId('scan-option').first()).toHaveText(sortedFirst);

      // A bookmark (or a shared link) opens the scan in a new tab.
      const bookmark = page.url();
      const tab = await page.context().newPage();
      await tab.goto(bookmark);
      await expect(tab.getByTestId('scan-option').first()).toHaveText(sortedFirst);
      await expect(tab.getByLabel('Your rank')).toHaveValue(String(RANK));
      await expect(tab.getByRole('combobox', { name: 'Counselling' })).toHaveText(/^MCC NEET PG/);
      await tab.close();
    });
  });
}

test('an address with wrong values falls back to their defaults and keeps the rest', async ({
  page,
}) => {
  await createSignedInUser(page);
  await givePackage(page);
  await page.goto(
    `/app/rank-scan?counselling=demo-mcc-neet-pg&rank=${RANK}&category=Open&sort=beds.sideways&page=0`,
  );
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Best seats first');
  await expect(page.getByRole('region', { name: GROUP_SECTION }).first()).toBeVisible();
  await expect(page.getByLabel('Your rank')).toHaveValue(String(RANK));
});

test('a forecast that rests on one earlier year says so; one from several years does not', async ({
  page,
}) => {
  await createSignedInUser(page);
  await givePackage(page);
  // The demo data holds three years: its forecast rests on more than one.
  await page.goto(`/app/rank-scan?counselling=demo-mcc-neet-pg&rank=${RANK}&category=Open`);
  await expect(page.getByTestId('scan-option').first()).toBeVisible();
  await expect(page.getByText(/^Chances for \d{4}, learned from \d{4}, \d{4}/)).toBeVisible();
  await expect(page.getByTestId('scan-one-year')).toHaveCount(0);

  // A counselling with one earlier year: the server's answer carries the sentence
  // (docs/decisions/0083-a-prior-for-the-yearly-shift.md), and the screen shows it as given.
  const note =
    "This forecast rests on one earlier year (2025): how far a whole year moves is taken from other counsellings' years, so its chances are rougher than they look.";
  await page.route('**/api/predictions?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...body, basedOnYears: [2025], oneEarlierYearNote: note },
    });
  });
  await page.reload();
  await expect(page.getByTestId('scan-one-year')).toHaveText(note);
  await expectAccessible(page);
});

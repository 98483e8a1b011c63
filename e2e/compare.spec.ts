import type { Page } from '@playwright/test';
import type { InstitutePage, PredictionPage, PredictionRow } from '@seatscope/shared';
import { expect, expectAccessible, test } from './fixtures';
import { buyerAtSize, mccNeetPgOpenCategory } from './support/data-screens';

// Compare side by side (docs/product.md#compare, docs/decisions/0084-compare-side-by-side.md):
// the comparison opened from its address, and built with "Compare" on the Choice List, College
// Explorer and Rank DeepScan up to its limit of four.

const RANK = 20_000;

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const CHANCE = /^(\d+%|<1%|>99%)$/;

/** DeepScan's chance as the screens write it. */
const chanceText = (probability: number) =>
  probability > 0.99
    ? '>99%'
    : probability < 0.01
      ? '<1%'
      : `${Math.floor(probability * 100 + 1e-9)}%`;

/** MCC NEET PG's id, a seat category, DeepScan's first options at RANK, and two colleges. */
async function scanAndColleges(page: Page) {
  const { counselling, category } = await mccNeetPgOpenCategory(page);
  const scan = (await (
    await page.request.get(
      `/api/predictions?counselling=${counselling}&rank=${RANK}&category=${encodeURIComponent(category)}&pageSize=3`,
    )
  ).json()) as PredictionPage;
  const colleges = (await (await page.request.get('/api/institutes')).json()) as InstitutePage;
  const [a, b, c] = scan.rows;
  if (!a || !b || !c || colleges.rows.length < 2) throw new Error('too little data');
  return { counselling, category, options: [a, b, c] as const, colleges: colleges.rows };
}

const optionValue = (counselling: string, row: PredictionRow) =>
  encodeURIComponent(
    [counselling, row.instituteId, row.courseId, row.quotaName, row.category].join(','),
  );

for (const size of sizes) {
  test(`a comparison opens from its address at ${size.name} size, and prints`, async ({ page }) => {
    await buyerAtSize(page, size);
    const { counselling, category, options, colleges } = await scanAndColleges(page);
    const [a, b] = options;
    const college = colleges[0];
    if (!college) throw new Error('no college');
    const address =
      `/app/compare?option=${optionValue(counselling, a)}&institute=${college.id}` +
      `&option=${optionValue(counselling, b)}&rank=${RANK}&category=${encodeURIComponent(category)}`;
    // A fresh browser: nothing stored, the address alone says what to compare.
    await page.goto('/app');
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(address);

    await expect(page.getByRole('heading', { name: 'Compare side by side' })).toBeVisible();
    const columns = page.getByTestId('compare-column');
    await expect(columns).toHaveCount(3);
    for (const [index, row] of [
      [0, a],
      [2, b],
    ] as const) {
      const column = columns.nth(index);
      await expect(column.getByRole('heading', { level: 2 })).toHaveText(row.instituteName);
      await expect(column).toContainText(row.courseName);
      await expect(column.getByTestId('compare-chance')).toHaveText(chanceText(row.probability));
      await expect(column.getByTestId('compare-chance')).toHaveText(CHANCE);
      await expect(column.getByText('Closing ranks', { exact: true })).toBeVisible();
      await expect(column.getByTestId('seat-money')).toContainText('Fee year 1');
      await expect(column.getByTestId('seat-money')).toContainText('Net cost');
      for (const fact of ['Place', 'Beds', 'Hostel']) {
        await expect(column.getByText(fact, { exact: true })).toBeVisible();
      }
    }
    const collegeColumn = columns.nth(1);
    await expect(collegeColumn.getByRole('heading', { level: 2 })).toHaveText(college.name);
    await expect(collegeColumn.getByText('College fees, stipends and bond')).toBeVisible();
    await expect(page.getByLabel('Your rank')).toHaveValue(String(RANK));
    await expectAccessible(page);
    await page.screenshot({
      path: test.info().outputPath(`compare-${size.name}.png`),
      fullPage: true,
    });

    // Printed: the columns alone, without the buttons and the form.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByLabel('Your rank')).toBeHidden();
    await expect(columns).toHaveCount(3);
    await expect(columns.first().getByTestId('compare-chance')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Removing a column changes the address; the address opens the comparison as it is now.
    await columns
      .nth(1)
      .getByRole('button', { name: `Remove ${college.name} from the comparison` })
      .click();
    await expect(columns).toHaveCount(2);
    await expect(page).not.toHaveURL(/institute=/);
    await page.reload();
    await expect(columns).toHaveCount(2);
  });

  test(`"Compare" on the Choice List, College Explorer and DeepScan at ${size.name} size, at most four`, async ({
    page,
  }) => {
    await buyerAtSize(page, size);
    const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
    const { counselling, category, options, colleges } = await scanAndColleges(page);
    const [a, b, c] = options;
    const listed = await page.request.put(`/api/choice-lists/${counselling}`, {
      data: {
        options: [a, b].map((row) => ({
          instituteId: row.instituteId,
          courseId: row.courseId,
          quotaName: row.quotaName,
          category: row.category,
        })),
      },
      headers: { origin },
    });
    expect(listed.ok(), `list answered ${listed.status()}`).toBe(true);

    // Two choices from the Choice List.
    await page.goto(`/app/choice-list?counselling=${counselling}`);
    const choices = page.getByRole('list', { name: 'Your choices' }).getByRole('listitem');
    await expect(choices).toHaveCount(2);
    await choices
      .nth(0)
      .getByRole('button', { name: /^Compare / })
      .click();
    await expect(page.getByText('Added to comparison (1 of 4)')).toBeVisible();
    await choices
      .nth(1)
      .getByRole('button', { name: /^Compare / })
      .click();
    await expect(page.getByText('Added to comparison (2 of 4)')).toBeVisible();
    await expect(choices.nth(0).getByRole('button', { name: /^Open comparison/ })).toBeVisible();

    // Two colleges from College Explorer.
    await page.goto('/app/explore/institutes');
    const cards = page.getByTestId('institute-card');
    for (const [index, college] of colleges.slice(0, 2).entries()) {
      await cards
        .filter({ hasText: college.name })
        .first()
        .getByRole('button', { name: /^Compare / })
        .click();
      await expect(page.getByText(`Added to comparison (${index + 3} of 4)`)).toBeVisible();
    }

    // A fifth from Rank DeepScan: refused, with a clear message.
    const scanAddress = `/app/rank-scan?counselling=${counselling}&rank=${RANK}&category=${encodeURIComponent(category)}`;
    /** The third option's actions: in its details on a laptop, on its card on a phone. */
    const thirdOption = async () => {
      await page.goto(scanAddress);
      const option = page
        .getByTestId('scan-option')
        .filter({ hasText: c.instituteName })
        .filter({ hasText: c.courseName })
        .first();
      await expect(option).toBeVisible();
      if (size.name !== 'laptop') return option;
      await option.click();
      return page.getByRole('dialog');
    };
    await (await thirdOption()).getByRole('button', { name: /^Compare / }).click();
    await expect(page.getByText('The comparison is full')).toBeVisible();
    await expect(
      page.getByText(
        'A comparison holds at most 4 options or colleges. Remove one to add another.',
      ),
    ).toBeVisible();
    // The Compare page without an address opens the comparison built.
    await page.goto('/app/compare');
    await expect(page).toHaveURL(/\/app\/compare\?/);
    const columns = page.getByTestId('compare-column');
    await expect(columns).toHaveCount(4);
    await expect(columns.nth(0).getByRole('heading', { level: 2 })).toHaveText(a.instituteName);
    await expectAccessible(page);
    await columns
      .nth(0)
      .getByRole('button', { name: `Remove ${a.instituteName} from the comparison` })
      .click();
    await expect(columns).toHaveCount(3);

    // With room again, DeepScan's option joins, carrying the scan's rank and category.
    const third = await thirdOption();
    await third.getByRole('button', { name: /^Compare / }).click();
    await expect(page.getByText('Added to comparison (4 of 4)')).toBeVisible();
    await third.getByRole('button', { name: /^Open comparison/ }).click();
    await expect(columns).toHaveCount(4);
    await expect(columns.nth(3).getByRole('heading', { level: 2 })).toHaveText(c.instituteName);
    await expect(columns.nth(3).getByTestId('compare-chance')).toHaveText(
      chanceText(c.probability),
    );
  });
}

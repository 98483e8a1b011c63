import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { givePackage, selectCounselling } from './support/data-screens';
import { createSignedInUser } from './support/users';

const bodyRows = (page: Page) => page.locator('table').first().locator('tbody tr');

/** Picks the first option of a list filter in the open Filter dialog. */
async function filterByFirst(page: Page, label: string) {
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByRole('button', { name: label, exact: true }).click();
  const option = page.getByRole('group', { name: label }).getByRole('checkbox').first();
  await option.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: label })).toBeHidden();
}

const screens = [
  {
    path: '/app/allotments',
    title: 'Seat Allocation',
    prompt: 'Please select a counselling to view seat allocation data.',
    sort: 'AI rank: high to low',
    sortParam: 'sort=aiRank.desc',
  },
  {
    path: '/app/closing-ranks',
    title: 'Cutoff Ranks',
    prompt: 'Please select a counselling type to view cutoff ranks',
    sort: 'Institute name: Z to A',
    sortParam: 'sort=institute.desc',
  },
  {
    path: '/app/seat-matrix',
    title: 'Seat Availability',
    prompt: 'Please select a counselling type to view seat availability',
    sort: 'Fee: high to low',
    sortParam: 'sort=fee.desc',
  },
  {
    path: '/app/fee-stipend-bond',
    title: 'Financials & Bonds',
    prompt: 'Please select a counselling to view financial data.',
    sort: 'Fee: low to high',
    sortParam: 'sort=fee.asc',
  },
] as const;

for (const screen of screens) {
  test(`${screen.title}: a user with a package selects, filters, sorts, pages, opens details and reloads`, async ({
    page,
  }) => {
    // Axe over a full page of 50 rows takes a while on a small machine.
    test.slow();
    await createSignedInUser(page);
    await givePackage(page);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
    await expect(page.getByText(screen.prompt)).toBeVisible();

    await selectCounselling(page);
    await expect(bodyRows(page)).toHaveCount(50);
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await expect(page.getByText('Demo trial')).toHaveCount(0);
    await expect(page).toHaveURL(/counselling=[a-z0-9-]+/);

    // Filter by the first state: every row then shows it (state is a visible column).
    await page.getByRole('button', { name: /^Filter/ }).click();
    await filterByFirst(page, 'State');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/state=/);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    const state = new URL(page.url()).searchParams.get('state') ?? '';
    await expect(bodyRows(page).first()).toContainText(state);

    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('menuitemradio', { name: screen.sort }).click();
    await expect(page).toHaveURL(new RegExp(screen.sortParam.replace('.', '\\.')));

    const next = page.getByRole('button', { name: 'Next' });
    if (await next.isEnabled()) {
      const firstRowBefore = await bodyRows(page).first().innerText();
      await next.click();
      await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
      await expect(page).toHaveURL(/page=2/);
      await expect(bodyRows(page).first()).not.toHaveText(firstRowBefore);
    }

    // The institute cell: on Cutoff Ranks the middle of a row is a closing-rank link.
    await bodyRows(page).first().locator('td').first().click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Details')).toBeVisible();
    await expect(details.getByText(/₹[\d,]+|N\/A/).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('details.png') });
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(bodyRows(page).first()).toContainText(state);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('screen.png'), fullPage: true });
  });
}

test('Cutoff Ranks: a cell opens the allotments behind it; the row details draw the trend', async ({
  page,
}) => {
  // Axe over a wide pivot table takes a while on a small machine.
  test.slow();
  await createSignedInUser(page);
  await givePackage(page);
  await page.goto('/app/closing-ranks');
  await selectCounselling(page);
  await expect(bodyRows(page)).toHaveCount(50);
  // Year and round columns from the data, labelled "{year} {short label}".
  await expect(page.getByRole('columnheader', { name: /^\d{4} R1$/ }).first()).toBeVisible();

  const cell = bodyRows(page).first().getByRole('button').first();
  await cell.click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: /^Counselling Ranks — Year \d{4}, / }),
  ).toBeVisible();
  await expect(dialog.getByRole('row').nth(1)).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Counselling Rank' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('cutoff-cell.png') });
  await page.keyboard.press('Escape');

  await bodyRows(page).first().locator('td').first().click();
  await expect(page.getByRole('dialog').getByText('Details')).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /Closing rank trend/ })
      .or(page.getByText('Not enough rounds with a closing rank to draw a trend.')),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cutoff-trend.png') });
});

test('a demo user sees exactly the 5-row sample, the demo texts and the purchase prompt', async ({
  page,
}) => {
  await createSignedInUser(page);
  await page.goto('/app/allotments');
  await selectCounselling(page);
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(page.getByText('Demo trial', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Only top 5 rows are visible. Purchase package to view all results.'),
  ).toBeVisible();
  await expect(page.getByText('Demo trial — only top 5 rows visible')).toBeVisible();
  await expect(page.getByText('Demo mode: showing first 5 rows.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // The sample is 5 fixed rows (docs/decisions/0021-numbers-people-pay-for.md), whatever the
  // browser asks for.
  const counselling = new URL(page.url()).searchParams.get('counselling') ?? '';
  const sampleResponse = await page.request.get(`/api/allotments?counselling=${counselling}`);
  const sample = (await sampleResponse.json()) as { rows: { id: string }[]; demo: boolean };
  expect(sampleResponse.status(), JSON.stringify(sample).slice(0, 300)).toBe(200);
  expect(sample.demo).toBe(true);
  expect(sample.rows).toHaveLength(5);
  const deep = (await page.request
    .get(`/api/allotments?counselling=${counselling}&page=3&sort=aiRank.desc`)
    .then((response) => response.json())) as { rows: { id: string }[]; page: number };
  // A page beyond the sample's one page answers that page (docs/product.md#paging): the same rows.
  expect(deep.page).toBe(1);
  expect(deep.rows.map((row) => row.id).sort()).toEqual(sample.rows.map((row) => row.id).sort());
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('demo.png'), fullPage: true });

  await page.getByRole('button', { name: 'Purchase package to view more' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('sort keeps the page; search, Reset and a new counselling return to page 1', async ({
  page,
}) => {
  await createSignedInUser(page);
  await givePackage(page);
  await page.goto('/app/fee-stipend-bond');
  await selectCounselling(page);
  const counselling = new URL(page.url()).searchParams.get('counselling') ?? '';
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Sort' }).click();
  await page.getByRole('menuitemradio', { name: 'Fee: high to low' }).click();
  await expect(page).toHaveURL(/page=2.*sort=fee\.desc/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('college');
  await expect(page).toHaveURL(/q=college/);
  await expect(page).not.toHaveURL(/page=2/);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/fee-stipend-bond\\?counselling=${counselling}$`));
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Counselling' }).click();
  await page.getByRole('option').filter({ hasNotText: 'MCC NEET PG' }).first().click();
  await expect(page).not.toHaveURL(new RegExp(`counselling=${counselling}`));
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  chooseCounselling,
  counsellingWithOwnRankOnly,
  counsellingsWithRanks,
  givePackage,
  selectCounselling,
} from './support/data-screens';
import { createSignedInUser } from './support/users';

// Issue 16, points 2-6 (docs/decisions/0021-numbers-people-pay-for.md), at a laptop and a phone
// size. The counsellings are picked by what the API says they publish, not by name, so the
// tests hold on the generated demo data and on the real files alike.

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Signs up a buyer of the PG package and opens a screen on MCC NEET PG, its rows shown. */
async function openAsBuyer(page: Page, path: string, table: string) {
  await createSignedInUser(page);
  await givePackage(page);
  await page.goto(path);
  await selectCounselling(page);
  const rows = page.getByRole('table', { name: table }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return page.getByRole('table', { name: table });
}

const yearOf = (label: string) => Number(/^(\d{4}) /.exec(label)?.[1]);

for (const size of sizes) {
  test.describe(`at ${size.name} size`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('Cutoff Ranks: newest year first, a switch to the oldest, changes marked', async ({
      page,
    }) => {
      test.slow();
      const table = await openAsBuyer(page, '/app/closing-ranks', 'Cutoff Ranks');
      const yearHeaders = table.getByRole('columnheader', { name: /^\d{4} / });
      const newestFirst = (await yearHeaders.allInnerTexts()).map(yearOf);
      expect(newestFirst.length).toBeGreaterThan(1);
      expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
      expect(new Set(newestFirst).size, 'the data has more than one year').toBeGreaterThan(1);

      // A rank that moved since the same round of the year before says how far.
      const change = table.getByText(/^(up|down) [\d,]+ from \d{4}$/).first();
      await expect(change).toBeAttached();
      const changeText = (await change.textContent()) ?? '';
      expect(yearOf(`${/from (\d{4})$/.exec(changeText)?.[1]} `)).toBeLessThan(newestFirst[0] ?? 0);

      const order = page.getByRole('button', { name: 'Newest year first' });
      await expect(order).toHaveAttribute('aria-pressed', 'true');
      await order.click();
      await expect(order).toHaveAttribute('aria-pressed', 'false');
      const oldestFirst = (await yearHeaders.allInnerTexts()).map(yearOf);
      expect(oldestFirst).toEqual([...newestFirst].sort((a, b) => a - b));
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('cutoffs.png') });
    });

    test('the trend chart draws a line per quota and category, years on the axis', async ({
      page,
    }) => {
      test.slow();
      const table = await openAsBuyer(page, '/app/closing-ranks', 'Cutoff Ranks');
      // A row whose institute and course come under more than one quota or category.
      const counselling = new URL(page.url()).searchParams.get('counselling') ?? '';
      const first = (await (
        await page.request.get(`/api/cutoffs?counselling=${counselling}`)
      ).json()) as {
        rows: { instituteId: number; courseId: number }[];
      };
      const seat = (row?: { instituteId: number; courseId: number }) =>
        `${row?.instituteId}-${row?.courseId}`;
      const index = first.rows.findIndex(
        (row, at) => at > 0 && seat(row) === seat(first.rows[at - 1]),
      );
      expect(index, 'a seat under two quotas or categories on page 1').toBeGreaterThan(0);
      const siblings = first.rows.filter((row) => seat(row) === seat(first.rows[index])).length;
      await table.locator('tbody tr').nth(index).locator('td').first().click();
      const dialog = page.getByRole('dialog');
      const chart = dialog.getByTestId('trend-chart');
      await expect(chart).toBeVisible();
      // The same institute and course under every quota and category: one legend entry each.
      const legend = chart.locator('.recharts-legend-item');
      await expect(legend).toHaveCount(siblings);
      await expect(chart.locator('.recharts-line')).toHaveCount(siblings);
      await expect(legend.first()).toContainText(' · ');

      // Year labels only, oldest first, none overlapping another.
      const ticks = chart.locator(
        '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value',
      );
      const labelled: { text: string; left: number; right: number }[] = [];
      for (const tick of await ticks.all()) {
        const text = (await tick.textContent())?.trim() ?? '';
        const box = await tick.boundingBox();
        if (text && box) labelled.push({ text, left: box.x, right: box.x + box.width });
      }
      expect(labelled.length).toBeGreaterThan(1);
      for (const label of labelled) expect(label.text).toMatch(/^\d{4}$/);
      const years = labelled.map((label) => Number(label.text));
      expect(years).toEqual([...years].sort((a, b) => a - b));
      for (let index = 1; index < labelled.length; index += 1) {
        expect(labelled[index]?.left ?? 0).toBeGreaterThan(labelled[index - 1]?.right ?? 0);
      }
      // Inside the dialog, which fits the screen.
      const dialogBox = await dialog.boundingBox();
      const chartBox = await chart.boundingBox();
      expect(dialogBox && chartBox).toBeTruthy();
      if (dialogBox && chartBox) {
        expect(chartBox.x).toBeGreaterThanOrEqual(dialogBox.x - 1);
        expect(chartBox.x + chartBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width + 1);
      }
      await expectAccessible(page);
      await chart.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('trend.png') });
    });

    test('the rank toggle offers only the ranks a counselling publishes', async ({ page }) => {
      test.slow();
      await createSignedInUser(page);
      await givePackage(page);
      const counsellings = await counsellingsWithRanks(page, 'allotments');
      const aiOnly = counsellings.find((c) => c.rankTypes.join() === 'ai');
      const both = counsellings.find((c) => c.rankTypes.length === 2);
      if (!aiOnly || !both)
        throw new Error('the data has no counselling with AI rank only or both');
      await page.goto('/app/allotments');

      await chooseCounselling(page, aiOnly.name);
      const rankType = page.getByRole('group', { name: 'Rank type' });
      await expect(rankType.getByRole('button')).toHaveCount(1);
      await expect(rankType.getByRole('button', { name: 'AI Rank' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await chooseCounselling(page, both.name);
      await expect(rankType.getByRole('button')).toHaveCount(2);
      await rankType.getByRole('button', { name: 'Counselling Rank' }).click();
      await expect(page).toHaveURL(/rankType=counselling/);
      await expectAccessible(page);
    });

    test('a counselling that publishes only its own rank starts on it (as Telangana)', async ({
      page,
    }) => {
      test.slow();
      await createSignedInUser(page);
      await givePackage(page);
      const stateRank = await counsellingWithOwnRankOnly(page, 'allotments');
      const pageRequest = page.waitForRequest(
        (request) =>
          request.url().includes(`/api/allotments?counselling=${stateRank.id}`) &&
          request.url().includes('rankType=counselling'),
      );
      await page.goto('/app/allotments');
      await chooseCounselling(page, stateRank.name);
      await pageRequest;
      const rankType = page.getByRole('group', { name: 'Rank type' });
      await expect(rankType.getByRole('button')).toHaveCount(1);
      await expect(rankType.getByRole('button', { name: 'Counselling Rank' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const table = page.getByRole('table', { name: 'Seat Allocation' });
      await expect(table.getByRole('columnheader', { name: 'Counselling Rank' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'AI Rank' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        /rankType=counselling/,
      );
      await page.getByRole('button', { name: 'Sort' }).click();
      await expect(page.getByRole('menuitemradio', { name: /^AI rank/ })).toHaveCount(0);
      await expect(page.getByRole('menuitemradio', { name: /^Counselling rank/ })).toHaveCount(2);
      await page.keyboard.press('Escape');
      await expectAccessible(page);
    });

    test('a demo user sees five institutes, and a filter narrows them without a count of the full data', async ({
      page,
    }) => {
      test.slow();
      await createSignedInUser(page);
      await page.goto('/app/allotments');
      await selectCounselling(page);
      const rows = page.getByRole('table', { name: 'Seat Allocation' }).locator('tbody tr');
      await expect(rows).toHaveCount(5);
      const institutes = await rows.evaluateAll((trs) =>
        trs.map((tr) => tr.querySelector('td span')?.textContent ?? ''),
      );
      expect(new Set(institutes).size).toBe(5);

      await page.getByRole('button', { name: /^Filter/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Filter' });
      await dialog.getByRole('button', { name: 'State', exact: true }).click();
      await page.getByRole('group', { name: 'State' }).getByRole('checkbox').last().click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
      // The sample's rows of that state, or a notice in place of an empty table; never a count
      // of what the filter matches in the full data (docs/decisions/0066-the-demo-is-a-sample.md).
      await expect(
        rows.first().or(page.getByText(/^No row of the demo sample matches these filters/)),
      ).toBeVisible();
      await expect(page.getByText(/rows? match(es)?; purchase to see them/)).toHaveCount(0);
      expect(await rows.count()).toBeLessThanOrEqual(5);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('demo-matches.png'), fullPage: true });
    });

    test('Financials shows fees as numbers, never as words', async ({ page }) => {
      test.slow();
      const table = await openAsBuyer(page, '/app/fee-stipend-bond', 'Financials & Bonds');
      const headers = await table.getByRole('columnheader').allInnerTexts();
      const feeIndex = headers.findIndex((header) => header.trim() === 'Fee');
      expect(feeIndex).toBeGreaterThanOrEqual(0);
      const fees = await table
        .locator('tbody tr')
        .evaluateAll(
          (trs, index) => trs.map((tr) => tr.querySelectorAll('td')[index]?.textContent ?? ''),
          feeIndex,
        );
      for (const fee of fees) expect(fee).toMatch(/^(₹[\d,]+|N\/A)$/);
      await table.locator('tbody tr').first().locator('td').first().click();
      await expect(page.getByRole('dialog').getByText('Fee as published')).toBeVisible();
      await expectAccessible(page);
    });
  });
}

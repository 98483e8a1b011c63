import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { selectCounselling } from './support/data-screens';
import { createSignedInUser } from './support/users';

// A candidate without a package uses every data screen and both rank tools the way a person
// does; the API requests the app makes are counted against the demo's data-read limit, 180 a
// minute per account (docs/decisions/0066-the-demo-is-a-sample.md). The e2e server lifts the
// limits, so the count is what the app asks for, not what the server let through.
const DEMO_READS_PER_MINUTE = 180;

const DATA_SCREENS = [
  { path: '/app/allotments', title: 'Seat Allocation', sort: 'AI rank: high to low' },
  { path: '/app/closing-ranks', title: 'Cutoff Ranks', sort: 'Institute name: Z to A' },
  { path: '/app/seat-matrix', title: 'Seat Availability', sort: 'Fee: high to low' },
  { path: '/app/fee-stipend-bond', title: 'Financials & Bonds', sort: 'Fee: low to high' },
];

async function filterByFirstState(page: Page) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByRole('button', { name: 'State', exact: true }).click();
  await page.getByRole('group', { name: 'State' }).getByRole('checkbox').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
}

test('a demo candidate using every data screen and both rank tools stays far below the read limit', async ({
  page,
}) => {
  test.slow();
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Every API request but sign-in's, which has limits of its own: more than the data reads the
    // limit counts, so the margin below is the smallest it can be.
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/')) reads.push(pathname);
  });
  await createSignedInUser(page);

  for (const screen of DATA_SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
    await selectCounselling(page);
    await expect(page.getByText('Demo trial').first()).toBeVisible();
    await filterByFirstState(page);
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('menuitemradio', { name: screen.sort }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toHaveCount(0);
  }

  for (const tool of [
    { path: '/app/rank-scan', ask: 'Scan', result: 'scan-option' },
    { path: '/app/allotment-mapping', ask: 'Map my rank', result: 'mapping-group' },
  ]) {
    await page.goto(tool.path);
    await selectCounselling(page);
    for (const rank of [20000, 15000, 30000]) {
      await page.getByRole('textbox', { name: 'Your rank' }).fill(String(rank));
      await page.getByRole('button', { name: tool.ask }).click();
      await expect(page.getByTestId(tool.result)).toHaveCount(5);
    }
  }

  await page.goto('/app/choice-list');
  await expect(page.getByRole('heading', { name: 'Choice List', level: 1 })).toBeVisible();

  test.info().annotations.push({
    type: 'data reads',
    description: `${reads.length} API requests in the walk; the demo limit is ${DEMO_READS_PER_MINUTE} a minute`,
  });
  console.log(`demo walk: ${reads.length} API requests`, JSON.stringify(countBy(reads)));
  expect(reads.length).toBeLessThan(DEMO_READS_PER_MINUTE / 2);
});

function countBy(paths: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const path of paths) counts[path] = (counts[path] ?? 0) + 1;
  return counts;
}

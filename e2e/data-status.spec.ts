import type { DataStatus, ImportRunPage } from '@seatscope/shared';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, test } from './fixtures';
import { createSignedInUser, signInAsAdmin } from './support/users';

// What is live, for the admin (docs/operations.md#what-is-live): the page an admin reaches from
// the account menu, and the "not allowed" state for everyone else. The browser tests' server
// serves generated demo data (no bundle, no import); the figures of real imports are the API
// suite's (apps/server/test/api/data-status.test.ts), and one test here shows them as the API
// would answer them.

const status: DataStatus = {
  bundle: {
    sha256: '5e607c597bfdd815e9121a6aea1d6c7ed95d31fef294d67d51b51ebc0c2e5595',
    loadedAt: '2026-11-29T02:08:30.384Z',
    rows: 665_255,
  },
  lists: [
    {
      counselling: 'mcc-neet-pg',
      year: 2023,
      round: 3,
      roundLabel: 'Round 3',
      list: 'held',
      kind: 'mcc-allotments',
      source: '2023-round-3.json',
      importedAt: '2026-11-28T00:39:08.302Z',
      rows: 10_013,
      rejected: 2,
      suspect: 0,
    },
  ],
};

/** Page `page` of 25 import runs, 20 a page, newest first. */
function runsPage(page: number): ImportRunPage {
  const ids = Array.from({ length: 25 }, (_, index) => 25 - index).slice(
    (page - 1) * 20,
    page * 20,
  );
  return {
    rows: ids.map((id) => ({
      id,
      kind: 'mcc-allotments',
      fileName: `file-${id}.json`,
      counselling: 'mcc-neet-pg',
      year: 2023,
      roundLabel: 'Round 3',
      importedAt: '2026-11-28T00:39:08.302Z',
      rowsRead: 1000,
      rowsImported: 998,
      rowsRejected: 2,
      rejectedByReason: [{ reason: 'no rank', rows: 2, firstRow: 18 }],
    })),
    total: 25,
    totalCapped: false,
    page,
    pageSize: 20,
  };
}

test('an admin reaches What is live from the account menu; the pages show what the API says', async ({
  page,
}) => {
  await signInAsAdmin(page, paths.app.root);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'What is live' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.app.admin.dataStatus}$`));
  await expect(page).toHaveTitle('What is live · SeatScope');
  await expect(page.getByRole('heading', { level: 1, name: 'What is live' })).toBeVisible();

  // Generated demo data: no bundle, no round list, no import, as the API says.
  const answer = (await (await page.request.get('/api/admin/data-status')).json()) as DataStatus;
  expect(answer).toEqual({ bundle: null, lists: [] });
  await expect(page.getByTestId('bundle')).toHaveText(
    'None: the data did not come from the bundled release (data/bundle).',
  );
  await expect(page.getByText('No round list is live')).toBeVisible();
  await expect(page.getByText('Nothing has been imported.')).toBeVisible();
  await expectAccessible(page);

  // Real imports, as the API answers them: the bundle, a list and the history a page at a time.
  await page.route('**/api/admin/data-status', (route) => route.fulfill({ json: status }));
  const asked: number[] = [];
  await page.route(/\/api\/admin\/import-runs(\?|$)/, async (route) => {
    const requested = Number(new URL(route.request().url()).searchParams.get('page') ?? '1');
    asked.push(requested);
    await route.fulfill({ json: runsPage(requested) });
  });
  await page.reload();
  await expect(page.getByTestId('bundle')).toContainText(
    'Loaded 2026-11-29 02:08 UTC, 6,65,255 rows. Identity 5e607c597bfd',
  );
  const lists = page.getByRole('table', { name: 'Live round lists' });
  await expect(lists.getByRole('row')).toHaveCount(2);
  await expect(lists.getByRole('row').nth(1)).toHaveText(
    'mcc-neet-pg2023Round 3Seats held after the round10,01320' +
      '2026-11-28 00:39 UTC2023-round-3.json (mcc-allotments)',
  );
  const history = page.getByRole('table', { name: "The imports' history" });
  await expect(history.getByRole('row')).toHaveCount(21);
  await expect(history.getByRole('row').nth(1)).toContainText('file-25.json');
  await expect(history.getByRole('row').nth(1)).toContainText('2 × no rank (first: row 18)');
  const pages = page.getByRole('navigation', { name: 'History pages' });
  await expect(pages).toContainText('25 imports · Page 1 of 2');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(history.getByRole('row')).toHaveCount(6);
  await expect(history.getByRole('row').nth(1)).toContainText('file-5.json');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(asked).toEqual([1, 2]);
  await expectAccessible(page);
});

test('a signed-in user who is not an admin is told it is not theirs to see', async ({ page }) => {
  await createSignedInUser(page);
  const refused = await page.request.get('/api/admin/data-status');
  expect(refused.status()).toBe(403);

  await page.goto(paths.app.admin.dataStatus);
  await expect(page).toHaveTitle('What is live · SeatScope');
  await expect(page.getByRole('alert')).toContainText(
    'Not allowedOnly an administrator can see what is live.',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'What is live' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectAccessible(page);
});

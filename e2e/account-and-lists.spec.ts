import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { givePackage } from './support/data-screens';
import { choose } from './support/select';
import { createSignedInUser } from './support/users';
import { expectWithinViewport } from './support/layout';

// Issue 16, points 8 and 9 at a laptop and a phone size: titles per route, the viewer's package,
// "Around my rank", the sort in the table header, a page beyond the last, and the Knowledge Hub
// lists' state in the URL with row details. Assertions read the data through the API rather than
// assuming demo counts.

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function mccPgId(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/api/counsellings?screen=allotments')).json()) as {
    counsellings: { id: string; name: string }[];
  };
  const found = answer.counsellings.find((entry) => /^MCC NEET PG/.test(entry.name));
  if (!found) throw new Error('no MCC NEET PG counselling');
  return found.id;
}

for (const size of sizes) {
  test.describe(`at ${size.name} size`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('every route has its own title, also in the HTML the server sends', async ({ page }) => {
      const contact = await page.request.get('/contact');
      expect(await contact.text()).toContain('<title>Contact · SeatScope</title>');
      await page.goto('/');
      await expect(page).toHaveTitle('SeatScope — NEET PG Counseling');
      await page.goto('/terms');
      await expect(page).toHaveTitle('Terms of Service · SeatScope');

      await createSignedInUser(page);
      for (const [path, title] of [
        ['/app', 'Home · SeatScope'],
        ['/app/closing-ranks', 'Cutoff Ranks · SeatScope'],
        ['/app/allotments', 'Seat Allocation · SeatScope'],
        ['/app/seat-matrix', 'Seat Availability · SeatScope'],
        ['/app/fee-stipend-bond', 'Financials & Bonds · SeatScope'],
        ['/app/explore/universities', 'Atlas of Universities · SeatScope'],
        ['/app/explore/courses', 'Medical Courses · SeatScope'],
        ['/app/profile', 'Profile · SeatScope'],
      ] as const) {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
      }
    });

    test('the package in the profile and the user menu; around my rank; sort in the header; a page beyond the last', async ({
      page,
    }) => {
      test.slow();
      await createSignedInUser(page);
      await page.goto('/app/profile');
      const summary = page.getByTestId('package-summary');
      await expect(summary).toContainText('Demo');

      await givePackage(page);
      const me = (await (await page.request.get('/api/me')).json()) as {
        entitlement: { expiresAt: string };
      };
      const origin = new URL(page.url()).origin;
      const saved = await page.request.patch('/api/me/profile', {
        data: { fullName: 'Test User', whatsappPhone: '', allIndiaRank: 12000 },
        headers: { origin },
      });
      expect(saved.ok()).toBe(true);
      await page.reload();
      await expect(summary).toContainText('Valid until');
      await expect(summary).toContainText('PG');
      const expiry = new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(me.entitlement.expiresAt));
      await expect(summary).toContainText(expiry);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menu').getByTestId('package-summary')).toContainText(
        `Valid until ${expiry}`,
      );
      await page.keyboard.press('Escape');

      // Around my rank fills the rank range visibly; nothing was filtered before.
      const counselling = await mccPgId(page);
      await page.goto(`/app/allotments?counselling=${counselling}`);
      const table = page.getByRole('table', { name: 'Seat Allocation' });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      expect(new URL(page.url()).searchParams.get('rankFrom')).toBeNull();
      const around = page.getByRole('button', { name: 'Around my rank (#12,000)' });
      await around.click();
      await expect(around).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/rankFrom=9600&rankTo=14400/);

      // The active sort shows in the header; clicking a header sorts by it.
      await around.click();
      await expect(page).not.toHaveURL(/rankFrom/);
      const instituteHeader = table.getByRole('columnheader', { name: /Institute/ });
      await expect(instituteHeader).not.toHaveAttribute('aria-sort');
      await instituteHeader.getByRole('button').click();
      await expect(page).toHaveURL(/sort=institute\.asc/);
      await expect(instituteHeader).toHaveAttribute('aria-sort', 'ascending');
      await instituteHeader.getByRole('button').click();
      await expect(page).toHaveURL(/sort=institute\.desc/);
      await expect(instituteHeader).toHaveAttribute('aria-sort', 'descending');
      await expectAccessible(page);

      // A page beyond the last shows the last page and says so.
      const { total, pageSize } = (await (
        await page.request.get(`/api/allotments?counselling=${counselling}`)
      ).json()) as { total: number; pageSize: number };
      const lastPage = Math.ceil(total / pageSize);
      await page.goto(`/app/allotments?counselling=${counselling}&page=9999`);
      await expect(
        page.getByText(`Page 9,999 is past the end; showing the last page, ${lastPage}.`),
      ).toBeVisible();
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(page.getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();
    });

    test.describe('when the database is down', () => {
      test.use({ allowedConsoleErrors: [/status of 503/] });

      test('one failure shows one error banner', async ({ page }) => {
        await createSignedInUser(page);
        const counselling = await mccPgId(page);
        const unavailable = {
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'unavailable', message: 'The database is unavailable; try again.' },
          }),
        };
        // The page and the filter options fail together, as they do when the database is down.
        let facetFailures = 0;
        await page.route(/\/api\/allotments(\/facets)?\?/, (route) => {
          if (route.request().url().includes('/facets')) facetFailures += 1;
          return route.fulfill(unavailable);
        });
        await page.goto(`/app/allotments?counselling=${counselling}`);
        await expect(page.getByText('The database is unavailable; try again.')).toBeVisible();
        // Both reads have failed for good (one retry each) before the banners are counted.
        await expect.poll(() => facetFailures).toBeGreaterThanOrEqual(2);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toHaveCount(1);
      });
    });

    test('Knowledge Hub search, filters and page live in the URL; rows open their details', async ({
      page,
    }) => {
      test.slow();
      await createSignedInUser(page);
      const facets = (await (await page.request.get('/api/courses/facets')).json()) as {
        degreeType: string[];
      };
      const degree = facets.degreeType[0] ?? '';
      const filtered = (await (
        await page.request.get(`/api/courses?degreeType=${encodeURIComponent(degree)}`)
      ).json()) as { total: number; rows: { name: string }[] };
      const firstName = filtered.rows[0]?.name ?? '';

      await page.goto('/app/explore/courses');
      await choose(page, 'Degree type', degree);
      await expect(page).toHaveURL(new RegExp(`degreeType=${encodeURIComponent(degree)}`));
      await expect(page.getByText(`of ${filtered.total.toLocaleString('en-IN')} ·`)).toBeVisible();

      const search = page.getByRole('searchbox', { name: 'Search courses' });
      await search.fill(firstName);
      await expect(page).toHaveURL(/[?&]q=/);
      await page.reload();
      await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue(firstName);
      await expect(page.getByRole('combobox', { name: 'Degree type' })).toHaveText(degree);
      const row = page.getByRole('row', { name: `${firstName}: show details`, exact: true });
      await row.click();
      const dialog = page.getByRole('dialog', { name: firstName });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Degree type');
      await expect(dialog).toContainText(degree);
      await expectWithinViewport(page, dialog);
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      // Typing replaced the filter's history entry, so Back returns to the list as it opened.
      await page.goBack();
      await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
      await expect(page).toHaveURL(/\/app\/explore\/courses$/);

      // A page beyond the last: the last page, with a note.
      await page.goto('/app/explore/courses?page=999');
      await expect(
        page.getByText(/Page 999 is past the end; showing the last page, \d+\./),
      ).toBeVisible();

      // A university's details list its colleges.
      await page.goto('/app/explore/universities');
      const firstUniversity = page.getByRole('row', { name: /: show details$/ }).first();
      await firstUniversity.click();
      const universityDialog = page.getByRole('dialog');
      await expect(
        universityDialog.getByRole('heading', { name: /Affiliated colleges/ }),
      ).toBeVisible();
      await expect(universityDialog.getByText('Loading...')).toBeHidden();
      await expectWithinViewport(page, universityDialog);
    });
  });
}

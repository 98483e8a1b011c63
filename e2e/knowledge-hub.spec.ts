import { expect, expectAccessible, test } from './fixtures';
import { choose } from './support/select';
import { createSignedInUser } from './support/users';

// The Knowledge Hub over the demo data set that the server loads into its empty database.

test.beforeEach(async ({ page }) => {
  await createSignedInUser(page);
});

test.describe('College Explorer', () => {
  test('loads the next 12 on scroll and ends with the end text', async ({ page }) => {
    await page.goto('/app/explore/institutes');
    const cards = page.getByTestId('institute-card');
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole('heading', { level: 1, name: 'College Explorer' })).toBeVisible();

    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(24);

    // One state's colleges: scroll until the list runs out.
    const facets = (await (await page.request.get('/api/institutes/facets')).json()) as {
      state: string[];
    };
    const state = facets.state[0] ?? '';
    const { total } = (await (
      await page.request.get(`/api/institutes?state=${encodeURIComponent(state)}`)
    ).json()) as { total: number };
    await choose(page, 'State', state);
    const end = page.getByText("You've reached the end of the results");
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(end).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(cards).toHaveCount(total);
    await expectAccessible(page);
  });

  test('search is debounced and starts again at page 1', async ({ page }) => {
    await page.goto('/app/explore/institutes');
    const cards = page.getByTestId('institute-card');
    await expect(cards).toHaveCount(12);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(24);

    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/institutes' && url.searchParams.has('q'))
        searches.push(url.search);
    });
    const firstCard = await cards.first().locator('h2').innerText();
    const word = firstCard.split(/\s+/)[0] ?? '';
    const response = page.waitForResponse(
      (candidate) =>
        new URL(candidate.url()).pathname === '/api/institutes' &&
        new URL(candidate.url()).searchParams.get('q') === word,
    );
    await page.getByRole('searchbox', { name: 'Search colleges' }).pressSequentially(word, {
      delay: 40,
    });
    const answered = await response;
    // Typing quickly sends one request, for the whole word, from page 1 (the default, which the
    // list contract leaves out of the URL: packages/shared/src/list-query.ts).
    expect(searches).toHaveLength(1);
    expect(new URL(answered.url()).searchParams.get('page') ?? '1').toBe('1');
    await expect(cards.first()).toContainText(word);
    await expect(page.getByText(/^Showing \d+ of \d+ colleges$/)).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(12);

    await page.getByRole('searchbox', { name: 'Search colleges' }).fill('zzzz no such college');
    await expect(page.getByText('No institutes found matching your search.')).toBeVisible();
  });
});

test.describe('Atlas of Universities', () => {
  // A short window, so the first page of 10 does not already reach the 200 px trigger.
  test.use({ viewport: { width: 1280, height: 500 } });

  test('shows its stat cards, a table, and more on scroll', async ({ page }) => {
    await page.goto('/app/explore/universities');
    for (const label of ['Universities Loaded', 'States Covered', 'University Types']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(page.getByText(/^Showing 10 of \d+ universities$/)).toBeVisible();
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(21);
    await expect(page.getByText(/^Showing 20 of \d+ universities$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search universities' }).fill('zzzz');
    await expect(page.getByText('No universities found matching your search.')).toBeVisible();
    await expectAccessible(page);
  });
});

test('Counselling Info shows the stats, the notice and its search', async ({ page }) => {
  await page.goto('/app/explore/counsellings');
  for (const label of ['Active Counsellings', 'States Participating', 'Counselling Types']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  const { total } = (await (await page.request.get('/api/counselling-info')).json()) as {
    total: number;
  };
  await expect(page.getByTestId('counselling-card')).toHaveCount(Math.min(total, 50));
  await page.getByRole('searchbox', { name: 'Search counsellings' }).fill('zzzz');
  await expect(
    page.getByText('No counselling processes found matching your search.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a list whose count stopped at the cap shows its total as 10,000+', async ({ page }) => {
  // Counting stops at 10,000 matches (docs/decisions/0020-safe-by-default.md): the API says so.
  await page.route(/\/api\/counselling-info(\?|$)/, async (route) => {
    const rows = Array.from({ length: 50 }, (_, index) => ({
      id: `c-${index}`,
      name: `Counselling ${index}`,
      level: 'PG',
      type: 'State',
      state: 'Kerala',
      description: null,
      website: null,
    }));
    await route.fulfill({
      json: { rows, total: 10_000, totalCapped: true, page: 1, pageSize: 50 },
    });
  });
  await page.goto('/app/explore/counsellings');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText('Showing 1-50 of 10,000+ · Page 1 of 200+');
});

test('Counselling Info pages 50 at a time with Previous and Next', async ({ page }) => {
  // The demo data has fewer than 50 counsellings: this list answers with 120, paged as the
  // API pages them (its paging is covered by the API tests).
  const counsellings = Array.from({ length: 120 }, (_, index) => ({
    id: `state-${index + 1}`,
    name: `State Counselling ${String(index + 1).padStart(3, '0')}`,
    level: 'PG',
    type: 'State',
    state: 'Kerala',
    description: null,
    website: null,
  }));
  await page.route(/\/api\/counselling-info(\?|$)/, async (route) => {
    const pageNumber = Number(new URL(route.request().url()).searchParams.get('page') ?? '1');
    await route.fulfill({
      json: {
        rows: counsellings.slice((pageNumber - 1) * 50, pageNumber * 50),
        total: counsellings.length,
        totalCapped: false,
        page: pageNumber,
        pageSize: 50,
      },
    });
  });
  await page.goto('/app/explore/counsellings');
  const cards = page.getByTestId('counselling-card');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const previous = pager.getByRole('button', { name: 'Previous' });
  const next = pager.getByRole('button', { name: 'Next' });
  await expect(pager).toContainText('Page 1 of 3');
  await expect(cards).toHaveCount(50);
  await expect(cards.first()).toContainText('State Counselling 001');
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(pager).toContainText('Page 2 of 3');
  await expect(cards.first()).toContainText('State Counselling 051');
  await next.click();
  await expect(pager).toContainText('Page 3 of 3');
  await expect(cards).toHaveCount(20);
  await expect(cards.last()).toContainText('State Counselling 120');
  await expect(next).toBeDisabled();

  await previous.click();
  await expect(pager).toContainText('Page 2 of 3');
  await expect(cards.first()).toContainText('State Counselling 051');
});

test('Courses shows stat cards, clinical types and a filtered table', async ({ page }) => {
  await page.goto('/app/explore/courses');
  for (const label of ['Total Courses', 'Degree Types', 'Clinical Types', 'Duration Options']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  for (const title of ['Clinical', 'Para-Clinical', 'Pre-Clinical']) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('columnheader', { name: 'Degree term' })).toBeVisible();
  await choose(page, 'Clinical type', 'Pre-Clinical');
  const cells = page.getByRole('row').locator('td:nth-child(4)');
  await expect(cells.first()).toHaveText('Pre-Clinical');
  for (const text of await cells.allInnerTexts()) expect(text).toBe('Pre-Clinical');
  await expectAccessible(page);
});

test('the notifications list shows the latest updates and remembers what was read', async ({
  page,
}) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Latest updates' })).toBeVisible();
  await expect(page.getByText('Welcome to SeatScope').first()).toBeVisible();

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const popover = page.getByRole('dialog');
  await expect(popover.getByRole('heading', { name: 'Latest updates' })).toBeVisible();
  await expect(popover.getByText('Welcome to SeatScope')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome to SeatScope').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the dashboard home has all its parts and live counts', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Test User');
  for (const heading of [
    'Impact stats',
    'Video tutorials',
    'Platform highlights',
    'Latest updates',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByText('Quote of the day')).toBeVisible();
  for (const link of ['Cutoff ranks', 'Counselling info', 'Seat allocation']) {
    await expect(page.getByRole('link', { name: new RegExp(link) })).toBeVisible();
  }
  await expect(page.getByText('80,800+')).toBeVisible();
  await expectAccessible(page);
});

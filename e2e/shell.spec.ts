import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { NOT_FOUND_PAGE_ERROR, expect, expectAccessible, test } from './fixtures';
import { createSignedInUser } from './support/users';

const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;

const appScreens = [
  { path: paths.app.root, heading: /^Welcome back/ },
  { path: paths.app.profile, heading: 'Profile' },
  { path: paths.app.allotments, heading: 'Seat Allocation' },
  { path: paths.app.closingRanks, heading: 'Cutoff Ranks' },
  { path: paths.app.seatMatrix, heading: 'Seat Availability' },
  { path: paths.app.rankScan, heading: 'Rank DeepScan' },
  { path: paths.app.allotmentMapping, heading: 'Rank Mapping Tool' },
  { path: paths.app.choiceList, heading: 'Choice List' },
  { path: paths.app.feeStipendBond, heading: 'Financials & Bonds' },
  { path: paths.app.explore.institutes, heading: 'College Explorer' },
  { path: paths.app.explore.universities, heading: 'Atlas of Universities' },
  { path: paths.app.explore.counsellings, heading: 'Counselling Info' },
  { path: paths.app.explore.courses, heading: 'Medical Courses' },
];

const sidebar = (page: Page) => page.locator('[data-slot="sidebar"]');
const sidebarTrigger = (page: Page) => page.locator('[data-slot="sidebar-trigger"]');
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name, exact: true });

// /app needs a session (accounts): every test here starts signed in as a fresh user.
test.beforeEach(async ({ page }) => {
  await createSignedInUser(page);
});

test.describe('the sidebar on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('collapses to icons with tooltips, and the cookie keeps it collapsed after a reload', async ({
    page,
    context,
  }) => {
    await page.goto(paths.app.root);
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect(navLink(page, 'Seat Allocation').getByText('Seat Allocation')).toBeVisible();

    await sidebarTrigger(page).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar(page)).toHaveAttribute('data-collapsible', 'icon');
    // Titles are hidden; the icons stay, and a tooltip names each one.
    await expect(navLink(page, 'Seat Allocation').getByText('Seat Allocation')).toBeHidden();
    await expect(navLink(page, 'Courses')).toBeVisible();
    await navLink(page, 'Seat Allocation').hover();
    await expect(page.getByRole('tooltip', { name: 'Seat Allocation' })).toBeVisible();

    const cookie = (await context.cookies()).find(({ name }) => name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(SEVEN_DAYS_IN_SECONDS - 120);
    expect(secondsLeft).toBeLessThanOrEqual(SEVEN_DAYS_IN_SECONDS);

    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

    await sidebarTrigger(page).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  });

  test('Ctrl+B toggles it', async ({ page }) => {
    await page.goto(paths.app.allotments);
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  });

  test('shows the title, both groups and every item, and the Knowledge Hub folds', async ({
    page,
  }) => {
    await page.goto(paths.app.root);
    await expect(sidebar(page).getByText('SeatScope', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText('NEET PG Counseling')).toBeVisible();
    await expect(sidebar(page).getByText('Main Features')).toBeVisible();
    const knowledgeHub = page.getByRole('button', { name: 'Knowledge Hub' });
    await expect(knowledgeHub).toHaveAttribute('aria-expanded', 'true');

    const items = page.locator('[data-slot="sidebar-content"]').getByRole('link');
    await expect(items).toHaveText([
      'Home',
      'Seat Allocation',
      'Cutoff Ranks',
      'Seat Availability',
      'Rank DeepScan',
      'Rank Mapping Tool',
      'Choice List',
      'Financials & Bonds',
      'College Explorer',
      'Atlas of Universities',
      'Counselling Info',
      'Courses',
    ]);

    await knowledgeHub.click();
    await expect(knowledgeHub).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, 'College Explorer')).toBeHidden();
    await knowledgeHub.click();
    await navLink(page, 'College Explorer').click();
    await expect(page).toHaveURL(paths.app.explore.institutes);
    await expect(page.getByRole('heading', { name: 'College Explorer' })).toBeVisible();
  });

  test('keeps a folded Knowledge Hub reachable in icon mode', async ({ page }) => {
    await page.goto(paths.app.root);
    const knowledgeHub = page.getByRole('button', { name: 'Knowledge Hub' });
    await knowledgeHub.click();
    await expect(navLink(page, 'Courses')).toBeHidden();

    // The group's label is hidden in icon mode, so its items show as icons whatever the fold.
    await sidebarTrigger(page).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect(navLink(page, 'Courses')).toBeVisible();
    await navLink(page, 'Courses').click();
    await expect(page).toHaveURL(paths.app.explore.courses);

    await sidebarTrigger(page).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect(knowledgeHub).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, 'Courses')).toBeHidden();
  });

  test('highlights the current link only on an exact path match', async ({ page }) => {
    await page.goto(paths.app.explore.courses);
    await expect(page.getByRole('heading', { name: 'Medical Courses' })).toBeVisible();
    const courses = navLink(page, 'Courses');
    await expect(courses).toHaveAttribute('aria-current', 'page');
    await expect(courses).toHaveAttribute('data-active', 'true');
    // /app is a prefix of every screen's path, but Home is current only on /app itself.
    await expect(navLink(page, 'Home')).not.toHaveAttribute('aria-current');
    await expect(navLink(page, 'Home')).toHaveAttribute('data-active', 'false');
    await expect(page.locator('[aria-current="page"]')).toHaveCount(1);

    await navLink(page, 'Home').click();
    await expect(page).toHaveURL(paths.app.root);
    await expect(navLink(page, 'Home')).toHaveAttribute('aria-current', 'page');
    await expect(courses).not.toHaveAttribute('aria-current');
    await expect(page.locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe('the sidebar on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens as a side sheet and navigates', async ({ page }) => {
    await page.goto(paths.app.root);
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    const sheet = page.getByRole('dialog', { name: 'Sidebar' });
    await expect(sheet).toBeHidden();
    await expect(navLink(page, 'Seat Allocation')).toBeHidden();

    await sidebarTrigger(page).click();
    await expect(sheet).toBeVisible();
    const sheetBox = await sheet.boundingBox();
    // Measured as the sheet settles, so allow sub-pixel rounding.
    expect(sheetBox?.width).toBeCloseTo(18 * 16, 0);
    await expectAccessible(page);

    await sheet.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(paths.app.explore.courses);
    await expect(page.getByRole('heading', { name: 'Medical Courses' })).toBeVisible();
    await expect(sheet).toBeHidden();
  });
});

test.describe('the theme', () => {
  test.use({ colorScheme: 'light' });

  test('follows the system, then the toggle, which survives a reload with no flash', async ({
    page,
  }) => {
    // Records the theme the moment the page body starts, before any script of the app has run.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.getElementById('root')) return;
        observer.disconnect();
        document.documentElement.dataset.themeBeforeApp =
          document.documentElement.classList.contains('dark') ? 'dark' : 'light';
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const html = page.locator('html');

    await page.goto(paths.app.root);
    await expect(html).toHaveAttribute('data-theme-before-app', 'light');
    await expect(html).not.toHaveClass(/dark/);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('seatscope-theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme-before-app', 'dark');
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    // The stored choice also applies on the public pages.
    await page.goto(paths.home);
    await expect(html).toHaveAttribute('data-theme-before-app', 'dark');
    await expect(html).toHaveClass(/dark/);
  });

  test.describe('with a dark system preference', () => {
    test.use({ colorScheme: 'dark' });

    test('is dark until the user chooses light', async ({ page }) => {
      const html = page.locator('html');
      await page.goto(paths.app.root);
      await expect(html).toHaveClass(/dark/);
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await expect(html).not.toHaveClass(/dark/);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
      await expect(html).not.toHaveClass(/dark/);
    });
  });
});

test('the header offers notifications, the theme toggle and the account menu', async ({ page }) => {
  await page.goto(paths.app.allotments);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('heading', { name: 'Latest updates' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(paths.app.profile);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('a skip link takes keyboard users past the sidebar to the screen', async ({ page }) => {
  await page.goto(paths.app.seatMatrix);
  await expect(page.getByRole('heading', { name: 'Seat Availability' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#screen')).toBeFocused();
  await expect(page).toHaveURL(paths.app.seatMatrix);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.use({
      allowedConsoleErrors: [NOT_FOUND_PAGE_ERROR],
    });

    const themeClass = theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/;

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem('seatscope-theme', chosen);
      }, theme);
    });

    test('the landing page and the 404 pages', async ({ page }) => {
      await page.goto(paths.home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(themeClass);
      await expectAccessible(page);

      for (const missing of ['/no/such/page', '/app/no/such/screen']) {
        await page.goto(missing);
        await expect(page.getByText('Oops! Page not found')).toBeVisible();
        await expectAccessible(page);
      }
    });

    for (const screen of appScreens) {
      test(screen.path, async ({ page }) => {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(themeClass);
        await expectAccessible(page);
      });
    }

    test('/app with the sidebar collapsed to icons', async ({ page }) => {
      await page.goto(paths.app.root);
      await sidebarTrigger(page).click();
      await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
      await expectAccessible(page);
    });
  });
}

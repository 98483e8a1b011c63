import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { recordCspViolations } from './support/csp';
import { untilAnimationsSettle } from './support/layout';

/**
 * Fails on any serious or critical accessibility violation on the page as it is now, once what
 * moves has come to rest (a toast fading in has, on its way, the contrast of half its colour).
 */
export async function expectAccessible(page: Page) {
  await untilAnimationsSettle(page.locator('html'));
  // Legacy mode checks each frame in place; the default opens a blank page to merge frame results,
  // which doubles the check's time (measured 1.6-2.3 s against 0.85-1.0 s on one data screen,
  // same results) and matters only for cross-origin frames, which the app has none of.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
  expect(blocking, 'serious or critical axe violations').toEqual([]);
}

/**
 * What the browser and the app log for an unknown page: the document's HTTP 404 and the app's
 * own note of the path.
 */
export const NOT_FOUND_PAGE_ERROR =
  /404 Error: User attempted to access non-existent route|Failed to load resource: the server responded with a status of 404/;

/**
 * Tests fail on unexpected console errors and warnings (pass the ones a test expects) and on any
 * Content-Security-Policy violation.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // A warning is a fault the user does not see yet (React Router: a page rendered with
      // nothing to show while its code loads), so it fails a test as an error does.
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const cspViolations = await recordCspViolations(page);
    // A pre-rendered or server-rendered page shows before its code runs, and a click then does
    // nothing: every navigation waits until the page takes clicks (main.tsx): the app has
    // started, or, on a public page, clicks are held until it has.
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<typeof goto>) => {
      const response = await goto(...args);
      await page.locator('#root[data-app-started]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
    expect(errors, 'unexpected console errors and warnings').toEqual([]);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

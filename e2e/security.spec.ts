import { test as base } from '@playwright/test';
import { NOT_FOUND_PAGE_ERROR, expect, test } from './fixtures';
import { recordCspViolations } from './support/csp';
import { createSignedInUser } from './support/users';

// Headers the pages are served with (docs/security.md#headers-and-caching). Every other spec
// fails on a Content-Security-Policy violation through the shared fixture (e2e/fixtures.ts).

base(
  'the policy blocks an injected inline script, and the recorder reports it',
  async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/terms');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return window.__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatch(/^script-src-elem blocked inline/);
  },
);

test('pages answer with the security headers and their inline scripts allowed by hash', async ({
  page,
}) => {
  for (const path of ['/', '/terms']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test.describe('server-rendered College Explorer', () => {
  test('runs under the policy', async ({ page }) => {
    await createSignedInUser(page);
    const response = await page.goto('/app/explore/institutes');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { name: 'College Explorer' })).toBeVisible();
  });
});

test.describe('an unknown page', () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_PAGE_ERROR] });

  test('answers HTTP 404 with the 404 page, inside the app too', async ({ page }) => {
    await createSignedInUser(page);
    for (const path of ['/no-such-page', '/app/no-such-screen', '/dev/outbox']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    }
  });
});

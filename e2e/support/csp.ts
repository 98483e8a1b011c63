import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the page reports (the browser fires
 * `securitypolicyviolation` for each blocked script, style, frame or connection), on this page
 * and every page it navigates to (docs/security.md#headers-and-caching).
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}` +
          (event.sample ? `: ${event.sample}` : ''),
      );
    });
  });
  return violations;
}

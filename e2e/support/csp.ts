import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Exposed to the page by recordCspViolations. */
    __reportCspViolation?: (text: string) => Promise<void>;
    /** Set by the script e2e/security.spec.ts injects, should the policy let it run. */
    __injected?: boolean;
  }
}

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
      void window.__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}` +
          (event.sample ? `: ${event.sample}` : ''),
      );
    });
  });
  return violations;
}

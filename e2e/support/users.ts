import { expect, test, type Page } from '@playwright/test';
import { linkIn, receiveMail } from './mail';

export const TEST_PASSWORD = 'correct horse battery staple';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomUUID()}@example.com`;
}

/**
 * Signs a fresh user up through the HTTP API, follows the verification link from the mail the
 * server sent, and leaves the page's browser context signed in as that user.
 */
export async function createSignedInUser(
  page: Page,
  options: { name?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const password = TEST_PASSWORD;
  // Browsers send Origin with every POST; without it a context that holds any cookie is refused.
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: options.name ?? 'Test User' },
    headers: { origin },
  });
  expect(signUp.ok(), `sign-up answered ${signUp.status()}`).toBe(true);
  const mail = await receiveMail(email, /confirm/i);
  // Verifying signs the user in: the response sets the session cookie in this context.
  const verify = await page.request.get(linkIn(mail), { maxRedirects: 0 });
  expect(verify.status(), 'verification link').toBeLessThan(400);
  const session = await page.request.get('/api/me');
  expect(session.ok(), 'signed in after verification').toBe(true);
  return { email, password };
}

/**
 * Signs in, through the form, as the one admin account (made before the server started,
 * playwright.config.ts) and lands on `redirect`. One session at a time: a sign-in elsewhere ends
 * it (one active device), so only one test at a time may use it.
 */
export async function signInAsAdmin(page: Page, redirect: string): Promise<void> {
  const email = process.env.E2E_ADMIN_EMAIL;
  if (!email) throw new Error('E2E_ADMIN_EMAIL is set by playwright.config.ts');
  await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect}$`));
}

import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, test } from './fixtures';
import { linkIn, receiveMail } from './support/mail';
import { GOOGLE_TEST_USER } from './support/google-user';
import { TEST_PASSWORD, createSignedInUser, uniqueEmail } from './support/users';

// Chromium logs every 401 answer (a wrong password, a revoked session) as a console error.
test.use({ allowedConsoleErrors: [/status of 401/] });

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('sign up, confirm by mail, edit the profile, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail('journey');

  await page.goto(paths.auth);
  await expect(page).toHaveTitle('Sign in · SeatScope');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Sign in or create your SeatScope account/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(paths.auth, page.url()).toString(),
  );
  // The test server's Google is a local OpenID provider (the not-configured case: API tests).
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(page.getByText('or continue with email')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Sign up' }).click();
  await expect(page.getByText('By continuing you agree to our terms.')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await expect(page.getByLabel('WhatsApp number (optional)')).toHaveAttribute(
    'placeholder',
    '+91XXXXXXXXXX',
  );
  await page.getByLabel('All India Rank (optional)').fill('1234');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Check your email')).toContainText(
    'Confirm your email to finish signup.',
  );
  await expectAccessible(page);

  // The link in the mail confirms the email, signs in and opens the app.
  const mail = await receiveMail(email, /confirm/i);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(new RegExp(`${paths.app.root}$`));

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.app.profile}$`));
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('WhatsApp number (optional)')).toHaveValue('');
  await expect(page.getByLabel('All India Rank (optional)')).toHaveValue('1234');
  await expectAccessible(page);

  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await page.getByLabel('Full name').fill('Dr. Asha Rao');
  await page.getByLabel('WhatsApp number (optional)').fill('+919876543210');
  await page.getByLabel('All India Rank (optional)').fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Dr. Asha Rao');
  await expect(page.getByLabel('WhatsApp number (optional)')).toHaveValue('+919876543210');
  await expect(page.getByLabel('All India Rank (optional)')).toHaveValue('');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A protected page sends the visitor to /auth and back after sign-in.
  await page.goto(paths.app.profile);
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fapp%2Fprofile$/);
  await signInThroughTheForm(page, email, 'not the password');
  await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth\?redirect=/);

  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page, 'Welcome back!')).toContainText("You're now signed in.");
  await expect(page).toHaveURL(new RegExp(`${paths.app.profile}$`));
  await expect(page.getByLabel('Full name')).toHaveValue('Dr. Asha Rao');
});

test('a signed-in visitor at /auth goes to /', async ({ page }) => {
  await createSignedInUser(page);
  await page.goto(paths.auth);
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password mails a link; the new password works and the old one does not', async ({
  page,
}) => {
  const { email } = await createSignedInUser(page);
  await page.context().clearCookies();
  await page.goto(paths.auth);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, 'Check your email')).toBeVisible();

  await page.goto(linkIn(await receiveMail(email, /reset/i)));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Repeat the new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughTheForm(page, email, TEST_PASSWORD);
  await expect(toast(page, 'Login failed')).toBeVisible();
  await page.getByLabel('Password').fill('a brand new password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.app.root}$`));
});

test('signing in on a second device signs the first one out', async ({ page, browser }) => {
  const { email, password } = await createSignedInUser(page);
  const connected = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.status() === 200,
  );
  await page.goto(paths.app.root);
  await connected;

  const otherDevice = await browser.newContext();
  try {
    const other = await otherDevice.newPage();
    await other.goto(paths.auth);
    await signInThroughTheForm(other, email, password);
    await expect(other).toHaveURL(new RegExp(`${paths.app.root}$`));

    await expect(toast(page, 'Signed out')).toContainText(
      'You were signed out because you logged in on another device.',
    );
    await expect(page).toHaveURL(/\/$/);
    const stale = await page.request.get('/api/me');
    expect(stale.status()).toBe(401);
    expect((await other.request.get('/api/me')).status()).toBe(200);
  } finally {
    await otherDevice.close();
  }
});

test('Continue with Google signs in through the OpenID provider and lands on /app', async ({
  page,
}) => {
  await page.goto(paths.auth);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.app.root}$`));
  await page.goto(paths.app.profile);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(GOOGLE_TEST_USER.email);
  await expect(page.getByLabel('Full name')).toHaveValue(GOOGLE_TEST_USER.name);
});

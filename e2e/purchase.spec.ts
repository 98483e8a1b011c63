import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { expect, expectAccessible, test } from './fixtures';
import { createSignedInUser } from './support/users';

// The app header sits inside the main landmark, so it is found as the shell's <header>.
const purchaseButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: 'Purchase package' });

async function isDemo(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/me');
  expect(response.ok()).toBe(true);
  const me = (await response.json()) as { entitlement: { demo: boolean } };
  return me.entitlement.demo;
}

test.describe('buying a package', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('without a configured payment provider the dialog says purchases are unavailable', async ({
    page,
  }) => {
    // What a production server without payment keys answers (the API suite tests the server).
    await page.route('**/api/packages', async (route) => {
      const response = await route.fetch();
      const catalogue = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...catalogue, paymentProvider: null } });
    });
    await createSignedInUser(page, { name: 'Asha Rao' });
    await page.goto(paths.app.root);
    await purchaseButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase package' });
    await expect(dialog.getByRole('alert')).toHaveText(/Purchases are unavailable right now/);
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(dialog.getByText(/Test mode:/)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a demo user opens the dialog from the header, saves details, simulates success and leaves demo', async ({
    page,
  }, testInfo) => {
    await createSignedInUser(page, { name: 'Asha Rao' });
    expect(await isDemo(page)).toBe(true);
    await page.goto(paths.app.root);
    await purchaseButton(page).click();

    // Step 1: select, with prices from the catalogue and the configured default (PG) chosen.
    const dialog = page.getByRole('dialog', { name: 'Purchase package' });
    const pg = dialog.getByRole('radio', { name: /PG Package/ });
    await expect(pg).toBeChecked();
    await expect(dialog.getByText('₹1,499', { exact: true })).toBeVisible();
    await expect(dialog.getByText('₹999', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Special Offer')).toHaveCount(2);
    // The e2e server runs production with PAYMENTS_PROVIDER=simulated: a test mode, said so.
    await expect(dialog.getByText(/Test mode:/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('1-select.png') });
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Step 2: checkout with the details form.
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout.getByText('₹1,768.82')).toBeVisible();
    const fullName = checkout.getByLabel('Full name');
    const save = checkout.getByRole('button', { name: 'Save details' });
    await expect(fullName).toHaveValue('Asha Rao');
    await fullName.fill('   ');
    await expect(save).toBeDisabled();
    await fullName.fill('Asha Rao');
    await checkout.getByLabel('Phone').fill(' +919876543210 ');
    await checkout.getByLabel('All India Rank').fill('12345');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    // A fading toast trips axe's contrast check mid-animation: let it leave first.
    await expect(page.getByText('Profile updated')).toHaveCount(0);
    await expect(checkout.getByLabel('Phone')).toHaveValue('+919876543210');
    const profile = (await (await page.request.get('/api/me')).json()) as {
      profile: { fullName: string; whatsappPhone: string; allIndiaRank: number };
    };
    expect(profile.profile).toMatchObject({
      fullName: 'Asha Rao',
      whatsappPhone: '+919876543210',
      allIndiaRank: 12345,
    });
    const simulate = checkout.getByRole('button', { name: 'Simulate success' });
    await expect(simulate).toBeEnabled();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('2-checkout.png') });
    await simulate.click();

    // Step 3: success; the server's entitlement has flipped and the header button is gone.
    const success = page.getByRole('dialog', { name: 'Purchase successful' });
    await expect(success.getByText(/Your PG Package is active until 31 Mar 2027/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('3-success.png') });
    expect(await isDemo(page)).toBe(false);
    await success.getByRole('button', { name: 'Done' }).click();
    await expect(success).toHaveCount(0);
    await expect(page.locator('header').getByRole('button', { name: /theme/ })).toBeVisible();
    await expect(purchaseButton(page)).toHaveCount(0);

    await page.reload();
    await expect(page.locator('header').getByRole('button', { name: /theme/ })).toBeVisible();
    await expect(purchaseButton(page)).toHaveCount(0);
  });

  test('back returns to select, and reopening starts over at the default choice', async ({
    page,
  }) => {
    await createSignedInUser(page);
    await page.goto(paths.app.root);
    await purchaseButton(page).click();
    const select = page.getByRole('dialog', { name: 'Purchase package' });
    await select.getByRole('radio', { name: /UG Package/ }).check();
    await select.getByRole('button', { name: 'Continue' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout.getByText('₹1,178.82')).toBeVisible();
    await checkout.getByRole('button', { name: 'Back' }).click();
    await expect(select.getByRole('radio', { name: /UG Package/ })).toBeChecked();

    await select.getByRole('button', { name: 'Cancel' }).click();
    await expect(select).toHaveCount(0);
    await purchaseButton(page).click();
    await expect(select.getByRole('radio', { name: /PG Package/ })).toBeChecked();
    expect(await isDemo(page)).toBe(true);
  });

  test('a landing card link (/app?purchase=ug) opens the dialog with that package chosen', async ({
    page,
  }) => {
    await createSignedInUser(page);
    await page.goto(`${paths.app.root}?purchase=ug`);
    const select = page.getByRole('dialog', { name: 'Purchase package' });
    await expect(select.getByRole('radio', { name: /UG Package/ })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${paths.app.root}$`));
  });

  test('a landing package card opens the dialog, through sign-in when signed out', async ({
    page,
  }) => {
    const { email, password } = await createSignedInUser(page);
    await page.goto(paths.home);
    await page.getByRole('button', { name: 'Choose UG Package' }).click();
    const select = page.getByRole('dialog', { name: 'Purchase package' });
    await expect(select.getByRole('radio', { name: /UG Package/ })).toBeChecked();

    await page.context().clearCookies();
    await page.goto(paths.home);
    await page.getByRole('button', { name: 'Choose PG Package' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(select.getByRole('radio', { name: /PG Package/ })).toBeChecked();
  });

  test('a demo user buys from the data screen overlay, and the table then shows every page', async ({
    page,
  }, testInfo) => {
    await createSignedInUser(page, { name: 'Ravi Kumar' });
    await page.goto(paths.app.allotments);
    await page.getByRole('combobox', { name: 'Counselling' }).click();
    await page.getByRole('option').first().click();
    await expect(page.getByText('Demo mode: showing first 5 rows.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('4-demo-overlay.png'), fullPage: true });

    await page.getByRole('button', { name: 'Purchase package to view more' }).click();
    const select = page.getByRole('dialog', { name: 'Purchase package' });
    await select.getByRole('button', { name: 'Continue' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    // Sign-up's name became the profile's full name, so the details are already present.
    await expect(checkout.getByLabel('Full name')).toHaveValue('Ravi Kumar');
    await checkout.getByRole('button', { name: 'Simulate success' }).click();
    await page
      .getByRole('dialog', { name: 'Purchase successful' })
      .getByRole('button', { name: 'Done' })
      .click();

    // The same screen refetches with the new entitlement: full pages, no demo notices.
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByText('Demo mode: showing first 5 rows.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Purchase package to view more' })).toHaveCount(
      0,
    );
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(pagination.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('5-full-pages.png') });
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header shows the purchase button as an icon and keeps its other actions in view', async ({
    page,
  }) => {
    await createSignedInUser(page);
    await page.goto(paths.app.root);
    await expect(purchaseButton(page)).toBeInViewport();
    await expect(
      page.locator('header').getByRole('button', { name: 'Account menu' }),
    ).toBeInViewport();
    await purchaseButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Purchase package' })).toBeVisible();
    await expectAccessible(page);
  });
});

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
});

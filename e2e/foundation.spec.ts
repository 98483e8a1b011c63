import { NOT_FOUND_PAGE_ERROR, expect, expectAccessible, test } from './fixtures';
import { createSignedInUser } from './support/users';

test('the landing page loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test.describe('an unknown path', () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_PAGE_ERROR] });

  test('shows the 404 page and logs the path', async ({ page }) => {
    const logged = page.waitForEvent('console', (message) =>
      message.text().includes('/no/such/page'),
    );
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await logged;
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
  });
});

test('a deep link reaches the app', async ({ page }) => {
  await createSignedInUser(page);
  await page.goto('/app/allotments');
  await expect(page.getByRole('heading', { name: 'Seat Allocation' })).toBeVisible();
});

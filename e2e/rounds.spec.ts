import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { chooseCounselling, givePackage } from './support/data-screens';
import { createSignedInUser } from './support/users';

// A round is its own number and its list a filter of its own
// (docs/decisions/0087-rounds-are-rounds-in-the-api.md). MCC NEET UG's lists are of the
// allotments made in each round, in the demo data as in the real files.
const COUNSELLING = /^MCC NEET UG/;
const sizes = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

const bodyRows = (page: Page) => page.locator('table').first().locator('tbody tr');

for (const size of sizes) {
  test(`Seat Allocation at ${size.name} size: choosing Round 1 allotments shows its rows, by round=1&list=allotted`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await createSignedInUser(page);
    await givePackage(page, 'ug');
    await page.goto('/app/allotments');
    await chooseCounselling(page, COUNSELLING);
    await expect(bodyRows(page).first()).toBeVisible();

    await page.getByRole('button', { name: /^Filter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog
      .getByRole('group', { name: 'Rounds' })
      .getByRole('checkbox', { name: 'Round 1 allotments' })
      .click();
    await dialog.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]round=1&list=allotted(&|$)/);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await expect(bodyRows(page).first()).toContainText('Round 1 allotments');
    await expect(bodyRows(page).filter({ hasNotText: 'Round 1 allotments' })).toHaveCount(0);
    await expectAccessible(page);

    // A bookmark from before, naming the list by round 101, shows the same rows.
    const counselling = new URL(page.url()).searchParams.get('counselling') ?? '';
    await page.goto(`/app/allotments?counselling=${counselling}&round=101`);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await expect(bodyRows(page).first()).toContainText('Round 1 allotments');
    await expect(bodyRows(page).filter({ hasNotText: 'Round 1 allotments' })).toHaveCount(0);
  });
}

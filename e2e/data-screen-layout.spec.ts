import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { buyerAtSize, selectCounselling } from './support/data-screens';
import { expectWithinViewport } from './support/layout';

// Layout of the data screens at a laptop and a phone size. The assertions hold on the generated
// demo data set and on the real MCC data alike: they look at layout and order, not at names.

const screens = [
  { path: '/app/allotments', title: 'Seat Allocation', number: /Rank$/ },
  { path: '/app/closing-ranks', title: 'Cutoff Ranks', number: /^\d{4} / },
  { path: '/app/seat-matrix', title: 'Seat Availability', number: /^Seats/ },
  { path: '/app/fee-stipend-bond', title: 'Financials & Bonds', number: /^Fee$/ },
] as const;

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The page itself never scrolls sideways: only the table's own box does. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page-wide horizontal overflow in px').toBeLessThanOrEqual(0);
}

for (const size of sizes) {
  for (const screen of screens) {
    test(`${screen.title} at ${size.name} size: sticky header and identity, numbers in view, no page overflow`, async ({
      page,
    }) => {
      test.slow();
      await buyerAtSize(page, size);
      await page.goto(screen.path);
      await selectCounselling(page);
      const table = page.getByRole('table', { name: screen.title });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const tableWidth = await table.evaluate((element) => element.scrollWidth);
      test.info().annotations.push({ type: 'table width', description: `${tableWidth}px` });

      await expectNoPageOverflow(page);

      // The first compared number's header is in view without scrolling sideways; on a phone the
      // course reads beneath the institute, so one identifying column comes before it.
      const numberHeader = table.getByRole('columnheader', { name: screen.number }).first();
      await expect(numberHeader).toBeInViewport({ ratio: 1 });

      // Scrolling the table's box sideways and down keeps the institute cell and the header.
      const box = page.getByRole('region', { name: `${screen.title} table` });
      await box.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
        element.scrollTop = element.scrollHeight;
      });
      const boxRect = await box.boundingBox();
      const instituteHeader = table.getByRole('columnheader', { name: 'Institute' });
      const headerRect = await instituteHeader.boundingBox();
      expect(boxRect && headerRect).toBeTruthy();
      if (boxRect && headerRect) {
        expect(Math.abs(headerRect.x - boxRect.x)).toBeLessThanOrEqual(2);
        expect(Math.abs(headerRect.y - boxRect.y)).toBeLessThanOrEqual(2);
      }
      await expectNoPageOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`${size.name}.png`) });
      if (size.name === 'phone') await expectAccessible(page);
    });
  }

  test(`dialogs fit the viewport at ${size.name} size`, async ({ page }) => {
    test.slow();
    await buyerAtSize(page, size);
    await page.goto('/app/closing-ranks');
    await selectCounselling(page);
    await expect(page.locator('tbody tr').first()).toBeVisible();

    await page.getByRole('button', { name: /^Filter/ }).click();
    const filter = page.getByRole('dialog', { name: 'Filter' });
    await expect(filter.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    await expectWithinViewport(page, filter);
    await page.screenshot({ path: test.info().outputPath('filter.png') });
    await page.keyboard.press('Escape');
    await expect(filter).toBeHidden();

    await page.locator('tbody tr').first().locator('td').first().click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Details')).toBeVisible();
    await expectWithinViewport(page, details);
    await page.screenshot({ path: test.info().outputPath('details.png') });
    await expectNoPageOverflow(page);
  });
}

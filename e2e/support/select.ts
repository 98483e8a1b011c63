import { expect, type Page } from '@playwright/test';

/**
 * Chooses `option` in the select named `label`, as a user does: open it, click the option, and
 * see the select show it. A click that lands while the list is still placing itself (Radix
 * aligns the chosen item with the trigger just after opening) can miss, and a user would simply
 * click again; so the whole step is retried until the select shows the choice.
 */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await page
      .getByRole('option', { name: option, exact: typeof option === 'string' })
      .click({ timeout: 2_000 });
    await expect(select).toHaveText(option, { timeout: 1_000 });
  }).toPass();
}

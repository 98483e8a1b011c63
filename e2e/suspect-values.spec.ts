import type { CutoffPage } from '@seatscope/shared';
import { expect, expectAccessible, test } from './fixtures';
import { givePackage, selectCounselling } from './support/data-screens';
import { createSignedInUser } from './support/users';

// A suspect closing rank reads as suspect on Cutoff Ranks, at a laptop and a phone size
// (docs/decisions/0086-suspect-values.md). The browser tests' server serves generated demo
// data, which no check marks; the page is the API's answer with the first row's first cell
// marked as the API marks one (apps/server/test/api/suspect-values.test.ts shows the marking).

const sizes = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

for (const size of sizes) {
  test(`a suspect closing rank reads as suspect, with the seat's other values (${size.name})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    await createSignedInUser(page);
    await givePackage(page);
    let markedKey: string | null = null;
    await page.route(/\/api\/cutoffs\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as CutoffPage;
      const [first] = body.rows;
      const key = first && Object.keys(first.closingRanks)[0];
      if (first && key) {
        markedKey = key;
        first.closingRanks[key] = 10;
        first.suspectRanks = {
          [key]: { kind: 'outlier', value: 10, low: 57_109, high: 1_357_127 },
        };
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto('/app/closing-ranks');
    await selectCounselling(page);
    const firstRow = page.locator('table').first().locator('tbody tr').first();
    await expect(
      firstRow.getByText('suspect: 10, other rounds and years 57,109-13,57,127'),
    ).toBeVisible();
    expect(markedKey).not.toBeNull();
    // Only the marked cell says so.
    await expect(page.getByText(/^suspect:/)).toHaveCount(1);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`suspect-${size.name}.png`) });
  });
}

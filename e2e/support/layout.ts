import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A box lies inside the viewport (1 px of rounding allowed) once it has come to rest: a dialog
 * slides and zooms in, and is measured where the user sees it stay, not on its way.
 */
export async function expectWithinViewport(page: Page, locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box or viewport');
  expect(box.x).toBeGreaterThanOrEqual(-1);
  expect(box.y).toBeGreaterThanOrEqual(-1);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
}

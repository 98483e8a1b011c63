import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until what moves inside `scope` has come to rest: the animations and transitions that
 * end (a dialog sliding in, a toast fading in), not those that run forever (a spinner). What a
 * user reads, and what a check measures, is the page at rest.
 */
export async function untilAnimationsSettle(scope: Locator) {
  await scope.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A box lies inside the viewport (1 px of rounding allowed) once it has come to rest. */
export async function expectWithinViewport(page: Page, locator: Locator) {
  await untilAnimationsSettle(locator);
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box or viewport');
  expect(box.x).toBeGreaterThanOrEqual(-1);
  expect(box.y).toBeGreaterThanOrEqual(-1);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
}

/** The controls start at one height (1 px of rounding allowed): a form's row lines up. */
export async function expectInOneLine(controls: readonly Locator[]) {
  const tops = await Promise.all(
    controls.map(async (control) => {
      const box = await control.boundingBox();
      if (!box) throw new Error('a control has no box');
      return box.y;
    }),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
}

/**
 * What shows that a visitor is about to use the page, rather than only look at it: a pointer or
 * key pressed, focus moved in, or the page scrolled (a reader moving on to what they will tap).
 */
const SIGNS_OF_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/**
 * Runs `start` at the first sign of use (SIGNS_OF_USE, or a click) and not before
 * (docs/decisions/0048-public-pages-start-on-first-use.md). Until `start` has finished, a click
 * on a button or link is held, not lost: it is made again once the page's code handles it. A
 * click with a modifier key is left to the browser (a link opens in a new tab as asked). If
 * `start` fails, nothing is held any longer and the error is passed on.
 */
export function startOnFirstUse(document: Document, start: () => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let held: HTMLElement | null = null;
    let started = false;
    const hold = (event: MouseEvent) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const control =
        event.target instanceof Element ? event.target.closest('button, a[href]') : null;
      if (!(control instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = control;
      begin();
    };
    const begin = () => {
      if (started) return;
      started = true;
      for (const type of SIGNS_OF_USE) document.removeEventListener(type, begin, true);
      start().then(
        () => {
          document.removeEventListener('click', hold, true);
          const control = held;
          held = null;
          control?.click();
          resolve();
        },
        (error: unknown) => {
          document.removeEventListener('click', hold, true);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    document.addEventListener('click', hold, true);
    for (const type of SIGNS_OF_USE) {
      document.addEventListener(type, begin, { capture: true, passive: true });
    }
  });
}

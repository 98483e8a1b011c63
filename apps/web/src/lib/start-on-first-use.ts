/**
 * What shows that a visitor is about to use the page, rather than only look at it: a pointer or
 * key pressed, focus moved in, or the page scrolled (a reader moving on to what they will tap).
 */
const SIGNS_OF_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/** Input types whose value is text the visitor types (not a checkbox, a file or a button). */
const TYPED_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

/**
 * Reports the text typed into the page's fields before the app started as if it had just been
 * typed. React takes a field's value as it finds it when it hydrates the field, so text typed
 * while the app was loading shows but would never reach the page's state. For each field whose
 * value is not the one the server rendered (its default):
 * 1. the field is set back to its default and an input event dispatched: React hydrates the field
 *    now if it has not yet (an event on a part not yet hydrated hydrates it first), taking the
 *    default as the value it last saw, and sees no change;
 * 2. the typed text is put back through the element's own value setter (as testing libraries
 *    simulate typing, past the setter React watches) and an input event dispatched: React sees
 *    the change and the page's `onChange` runs with it.
 */
function reportTextTypedBeforeStart(document: Document) {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  );
  for (const field of fields) {
    if (field instanceof HTMLInputElement && !TYPED_INPUT_TYPES.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const { selectionStart, selectionEnd } = field;
    field.value = field.defaultValue;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // Null where the field has no caret (a number or an email field).
    if (selectionStart !== null && selectionEnd !== null) {
      field.setSelectionRange(selectionStart, selectionEnd);
    }
  }
}

/**
 * Runs `start` at the first sign of use (SIGNS_OF_USE, or a click) and not before
 * (docs/decisions/0048-public-pages-start-on-first-use.md). Until `start` has finished, a click
 * on a button or link is held, not lost: it is made again once the page's code handles it. A
 * click with a modifier key is left to the browser (a link opens in a new tab as asked), and text
 * typed into a field meanwhile reaches the page once it has started. If `start` fails, nothing is
 * held any longer and the error is passed on.
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
          reportTextTypedBeforeStart(document);
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

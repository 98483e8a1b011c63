import { useSyncExternalStore } from 'react';

/** Below this width the sidebar becomes a side sheet (docs/product.md#constants). */
const MOBILE_BREAKPOINT = 768;

/** One subscription per media query, so React sees the same functions on every render. */
const stores = new Map<
  string,
  { subscribe: (onChange: () => void) => () => void; getSnapshot: () => boolean }
>();

function storeOf(query: string) {
  const known = stores.get(query);
  if (known) return known;
  const store = {
    subscribe(onChange: () => void) {
      const mediaQueryList = window.matchMedia(query);
      mediaQueryList.addEventListener('change', onChange);
      return () => mediaQueryList.removeEventListener('change', onChange);
    },
    getSnapshot: () => window.matchMedia(query).matches,
  };
  stores.set(query, store);
  return store;
}

/** Whether a media query matches; follows resizes. False while rendering on the server. */
export function useMediaQuery(query: string): boolean {
  const { subscribe, getSnapshot } = storeOf(query);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** True while the viewport is narrower than 768 px; follows resizes. */
export function useIsMobile() {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
}

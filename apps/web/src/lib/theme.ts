/**
 * The colour theme: stored under `seatscope-theme`, otherwise the system preference.
 * index.html applies the same rule in an inline script before first paint (no flash);
 * this module keeps the page in step afterwards.
 */
const THEME_STORAGE_KEY = 'seatscope-theme';

export type Theme = 'light' | 'dark';

const darkSchemeQuery = '(prefers-color-scheme: dark)';

function readStoredTheme(): Theme | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    // Storage can be blocked (privacy settings); the system preference still applies.
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia(darkSchemeQuery).matches ? 'dark' : 'light';
}

export function resolveTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

export function storeTheme(theme: Theme) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but the choice still applies for this page.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/** Notifies on a stored change (this tab or another) and on a system preference change. */
export function subscribeToTheme(onChange: () => void) {
  const mediaQueryList = window.matchMedia(darkSchemeQuery);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) onChange();
  };
  listeners.add(onChange);
  mediaQueryList.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    mediaQueryList.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { applyTheme, resolveTheme, storeTheme, subscribeToTheme, type Theme } from '@/lib/theme';

type ThemeContextValue = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToTheme, resolveTheme, (): Theme => 'light');

  // Follows changes that did not come through setTheme (another tab, the system setting).
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  return <ThemeContext value={{ theme, setTheme: storeTheme }}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider.');
  return context;
}

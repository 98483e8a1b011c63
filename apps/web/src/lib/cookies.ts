import { createContext, use } from 'react';

/**
 * The request's Cookie header while the server renders a page; the browser reads its own. What
 * a render reads from cookies (the sidebar's saved state) must be the same in both, or the
 * browser's first render would not match the server's HTML.
 */
export const RequestCookiesContext = createContext<string | null>(null);

export function useCookies(): string {
  return use(RequestCookiesContext) ?? document.cookie;
}

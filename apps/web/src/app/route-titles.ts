import type { DataRouter } from 'react-router';
import { pageTitle } from '@/lib/page-title';

/** What a route declares in its `handle` (app/routes.ts). */
export interface RouteHandle {
  /** The page's name in the document title; absent on the landing page. */
  title?: string;
}

/** The title of the deepest matched route that names one (docs/product.md#page-titles). */
export function titleOf(matches: readonly { route: { handle?: unknown } }[]): string {
  const named = matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .filter((title): title is string => Boolean(title));
  return pageTitle(named.at(-1) ?? null);
}

/**
 * Keeps `document.title` on the current route's title: one place for every page, so no screen
 * can forget its own. Dialogs that change the title (sign-in) put it back when they close.
 */
export function followRouteTitles(router: DataRouter) {
  let shown = '';
  const apply = (matches: DataRouter['state']['matches']) => {
    const title = titleOf(matches);
    // Only on a change of route: a re-render of the same page leaves a dialog's title alone.
    if (title === shown) return;
    shown = title;
    document.title = title;
  };
  apply(router.state.matches);
  return router.subscribe((state) => apply(state.matches));
}

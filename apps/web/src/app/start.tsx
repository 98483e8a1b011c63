import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { readInlinedQueries } from '@/lib/inlined-queries';
import { App } from './app';
import { queryClient } from './query-client';
import { followRouteTitles } from './route-titles';
import { loadedRouteIds, routes, routesLoadedFor } from './routes';

/**
 * Starts the app on `root`. A page the build pre-rendered, or the server rendered, arrives with
 * its HTML: React hydrates it. The first render must match that HTML, so the matched routes' code
 * is loaded first and the server's query data goes into the cache before it (`beforeHydrate`
 * runs last, just before React takes the page over). Every other page starts empty and renders
 * in the browser. Resolves once React handles input: a click on a part not yet hydrated hydrates
 * it first.
 */
export async function startApp(
  root: HTMLElement,
  { beforeHydrate }: { beforeHydrate?: () => void } = {},
): Promise<void> {
  const app = (router: Parameters<typeof App>[0]['router']) => (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (!root.hasChildNodes()) {
    const router = createBrowserRouter(routes);
    followRouteTitles(router);
    createRoot(root).render(app(router));
    return;
  }
  const inlined = readInlinedQueries();
  if (inlined) hydrate(queryClient, inlined);
  const { pathname } = window.location;
  const router = createBrowserRouter(await routesLoadedFor(pathname, { withLoaders: true }), {
    hydrationData: { loaderData: loadedRouteIds(pathname) },
  });
  followRouteTitles(router);
  beforeHydrate?.();
  hydrateRoot(root, app(router));
}

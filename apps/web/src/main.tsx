import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { readInlinedQueries } from '@/lib/inlined-queries';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { followRouteTitles } from './app/route-titles';
import { loadedRouteIds, routes, routesLoadedFor } from './app/routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * A page the build pre-rendered, or the server rendered for a signed-in request, arrives with
 * its HTML: the browser paints it at once and React hydrates it. The first render must match
 * that HTML, so the matched routes' code is loaded first and the server's query data goes into
 * the cache before it. Every other page starts empty and renders in the browser.
 */
async function start(root: HTMLElement) {
  const app = (router: Parameters<typeof App>[0]['router']) => (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (!root.hasChildNodes()) {
    const router = createBrowserRouter(routes);
    followRouteTitles(router);
    createRoot(root).render(app(router));
    root.dataset.appStarted = '';
    return;
  }
  const inlined = readInlinedQueries();
  if (inlined) hydrate(queryClient, inlined);
  const { pathname } = window.location;
  const router = createBrowserRouter(await routesLoadedFor(pathname, { withLoaders: true }), {
    hydrationData: { loaderData: loadedRouteIds(pathname) },
  });
  followRouteTitles(router);
  hydrateRoot(root, app(router));
  // From here on React handles input: a click on a part not yet hydrated hydrates it first.
  // (The browser tests wait for this before using a page.)
  root.dataset.appStarted = '';
}

void start(container);

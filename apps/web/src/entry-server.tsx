import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  matchPath,
} from 'react-router';
import type { InstituteFacets, InstitutePage } from '@seatscope/shared';
import { paths } from '@/config/paths';
import { collegeExplorerFirstReads, seedCollegeExplorer } from '@/features/knowledge-hub/prefetch';
import { RequestCookiesContext } from '@/lib/cookies';
import { cataloguePath, statsPath } from '@/lib/queries';
import { queryKeys } from '@/lib/query-keys';
import { sessionPath, sessionQueryKey, viewerFromSessionAnswer } from '@/lib/session';
import { AppProviders } from './app/providers';
import { titleOf } from './app/route-titles';
import { routesLoadedFor } from './app/routes';

export { isKnownPage } from './app/routes';

// The server-rendering entry (built with `vite build --ssr`): the build pre-renders the public
// pages with it, and the server renders with it the landing page with its figures and prices
// and signed-in College Explorer requests. The browser hydrates what it renders (main.tsx).

/** The pages the build renders to HTML: they read nothing that differs between visitors. */
export const prerenderedPaths = [
  paths.home,
  paths.contact,
  paths.terms,
  paths.refund,
  paths.privacy,
] as const;

/**
 * The pages whose app starts on the visitor's first use rather than at once: the public pages
 * (docs/decisions/0048-public-pages-start-on-first-use.md) and College Explorer without filters,
 * whose search typed before the start is reported once it has started
 * (docs/decisions/0049-college-explorer-starts-on-first-use.md). With a search or filter in its
 * address the server renders no list (it reads the first page without filters), so the app must
 * start at once to fetch it.
 */
const startsOnFirstUse = (url: URL) =>
  prerenderedPaths.some((publicPath) => publicPath === url.pathname) ||
  (matchPath(paths.app.explore.institutes, url.pathname) !== null && url.search === '');

/** API answers by path, as the server gave them to this request's viewer. */
export type ApiAnswers = Readonly<Record<string, unknown>>;

/**
 * The API reads a signed-in page's first render needs, for the server to make with the
 * request's cookies (so the API's own rules decide what the viewer sees); null when the page is
 * not rendered per request. The session comes first: without one, nothing is rendered.
 */
export function signedInFirstReads(pathname: string): string[] | null {
  if (matchPath(paths.app.explore.institutes, pathname)) {
    return [sessionPath, collegeExplorerFirstReads.firstPage, collegeExplorerFirstReads.facets];
  }
  return null;
}

/** The landing page's figures and prices, and the queries they fill. */
const landingReads = [
  { path: statsPath, queryKey: queryKeys.stats },
  { path: cataloguePath, queryKey: queryKeys.packages },
];

/**
 * The API reads a public page's render shows the answers of, the same for every visitor (the
 * server makes them without cookies); null when the build's copy of the page is all there is.
 */
export function publicFirstReads(pathname: string): string[] | null {
  return pathname === paths.home ? landingReads.map(({ path }) => path) : null;
}

function queryClientFrom(answers: ApiAnswers): QueryClient {
  // Never fetches on the server: what the render does not find here shows as loading, as in
  // the browser's first render.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  if (sessionPath in answers) {
    queryClient.setQueryData(sessionQueryKey, viewerFromSessionAnswer(answers[sessionPath]));
  }
  for (const { path, queryKey } of landingReads) {
    if (path in answers) queryClient.setQueryData(queryKey, answers[path]);
  }
  const firstPage = answers[collegeExplorerFirstReads.firstPage];
  const facets = answers[collegeExplorerFirstReads.facets];
  if (firstPage && facets) {
    seedCollegeExplorer(queryClient, {
      firstPage: firstPage as InstitutePage,
      facets: facets as InstituteFacets,
    });
  }
  return queryClient;
}

/**
 * The HTML of `url`'s page inside #root, once everything it shows has loaded, and the query
 * data it was rendered from (null when there was none), which the browser must start from.
 */
export async function renderPage(
  url: URL,
  { cookies = '', answers = {} }: { cookies?: string; answers?: ApiAnswers } = {},
): Promise<{
  html: string;
  queries: DehydratedState | null;
  title: string;
  startOnFirstUse: boolean;
}> {
  const handler = createStaticHandler(await routesLoadedFor(url.pathname, { withLoaders: false }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} answered a redirect.`);
  const queryClient = queryClientFrom(answers);
  const { prelude } = await prerender(
    <StrictMode>
      <RequestCookiesContext value={cookies}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            // The browser builds its own hydration state (main.tsx).
            hydrate={false}
          />
        </AppProviders>
      </RequestCookiesContext>
    </StrictMode>,
    // Every boundary's HTML in place: an outlined one would need a script to appear, so it would
    // not show without JavaScript and would paint late with it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const queries = Object.keys(answers).length > 0 ? dehydrate(queryClient) : null;
  return {
    html,
    queries,
    title: titleOf(context.matches),
    startOnFirstUse: startsOnFirstUse(url),
  };
}

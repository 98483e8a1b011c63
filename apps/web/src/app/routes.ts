import type { ComponentType } from 'react';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { paths } from '@/config/paths';
import { queryClient } from './query-client';
import type { RouteHandle } from './route-titles';

// Every screen is its own lazily loaded chunk, so the landing page downloads none of the app. A
// screen's loader (app/routes/app/loaders.ts) is a chunk of its own, which the router fetches
// before the screen's and runs as soon as it arrives.
const page = (
  load: () => Promise<{ default: ComponentType }>,
  loader?: () => Promise<(client: typeof queryClient) => null>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  // Shown while the page's code and loader arrive, on a page the browser renders from scratch
  // (a pre-rendered or server-rendered page has them before it hydrates).
  HydrateFallback: PageLoading,
  lazy: {
    ...(loader && {
      loader: async (): Promise<LoaderFunction> => {
        const run = await loader();
        return () => run(queryClient);
      },
    }),
    Component: async () => (await load()).default,
  },
});
const loaders = () => import('./routes/app/loaders');
/** A route's page name, for its document title (app/route-titles.ts). */
const titled = (title: string): RouteHandle => ({ title });

export const routes: RouteObject[] = [
  { path: paths.home, ...page(() => import('./routes/landing')) },
  { path: paths.auth, handle: titled('Sign in'), ...page(() => import('./routes/auth')) },
  {
    path: paths.resetPassword,
    handle: titled('Reset password'),
    ...page(() => import('./routes/reset-password')),
  },
  // The outbox page exists in development builds only (the API refuses it in production).
  ...(import.meta.env.DEV
    ? [
        {
          path: paths.devOutbox,
          handle: titled('Outbox'),
          ...page(() => import('./routes/dev-outbox')),
        },
      ]
    : []),
  { path: paths.contact, handle: titled('Contact'), ...page(() => import('./routes/contact')) },
  {
    path: paths.terms,
    handle: titled('Terms of Service'),
    ...page(() => import('./routes/terms')),
  },
  { path: paths.refund, handle: titled('Refund Policy'), ...page(() => import('./routes/refund')) },
  {
    path: paths.privacy,
    handle: titled('Privacy Policy'),
    ...page(() => import('./routes/privacy')),
  },
  {
    id: 'app',
    path: paths.app.root,
    ...page(
      () => import('./routes/app/layout'),
      async () => (await loaders()).appLoader,
    ),
    children: [
      { index: true, handle: titled('Home'), ...page(() => import('./routes/app/home')) },
      {
        path: paths.app.profile,
        handle: titled('Profile'),
        ...page(() => import('./routes/app/profile')),
      },
      {
        path: paths.app.allotments,
        handle: titled('Seat Allocation'),
        ...page(() => import('./routes/app/allotments')),
      },
      {
        path: paths.app.closingRanks,
        handle: titled('Cutoff Ranks'),
        ...page(() => import('./routes/app/closing-ranks')),
      },
      {
        path: paths.app.seatMatrix,
        handle: titled('Seat Availability'),
        ...page(() => import('./routes/app/seat-matrix')),
      },
      {
        path: paths.app.rankScan,
        handle: titled('Rank DeepScan'),
        ...page(() => import('./routes/app/rank-scan')),
      },
      {
        path: paths.app.allotmentMapping,
        handle: titled('Rank Mapping Tool'),
        ...page(() => import('./routes/app/allotment-mapping')),
      },
      {
        path: paths.app.choiceList,
        handle: titled('Choice List'),
        ...page(() => import('./routes/app/choice-list')),
      },
      {
        path: paths.app.choiceListPrint,
        handle: titled('Printable choice list'),
        ...page(() => import('./routes/app/choice-list-print')),
      },
      {
        path: paths.app.compare,
        handle: titled('Compare side by side'),
        ...page(() => import('./routes/app/compare')),
      },
      {
        path: paths.app.feeStipendBond,
        handle: titled('Financials & Bonds'),
        ...page(() => import('./routes/app/fee-stipend-bond')),
      },
      {
        id: 'college-explorer',
        path: paths.app.explore.institutes,
        handle: titled('College Explorer'),
        ...page(
          () => import('./routes/app/explore/institutes'),
          async () => (await loaders()).institutesLoader,
        ),
      },
      {
        path: paths.app.explore.universities,
        handle: titled('Atlas of Universities'),
        ...page(() => import('./routes/app/explore/universities')),
      },
      {
        path: paths.app.explore.counsellings,
        handle: titled('Counselling Info'),
        ...page(() => import('./routes/app/explore/counsellings')),
      },
      {
        path: paths.app.explore.courses,
        handle: titled('Medical Courses'),
        ...page(() => import('./routes/app/explore/courses')),
      },
      {
        path: paths.app.admin.dataStatus,
        handle: titled('What is live'),
        ...page(() => import('./routes/app/admin-data-status')),
      },
      { path: '*', handle: titled('Page not found'), ...page(() => import('./routes/not-found')) },
    ],
  },
  { path: '*', handle: titled('Page not found'), ...page(() => import('./routes/not-found')) },
];

type LazyRouteProperties = Exclude<
  RouteObject['lazy'],
  undefined | ((...args: never[]) => unknown)
>;

/**
 * The routes with the lazy parts of those that match `pathname` loaded, for rendering that URL
 * at once: on the server, and in the browser when it hydrates server-rendered HTML (a data router
 * renders nothing for a match whose lazy parts are still loading, which would not match the HTML).
 * `withLoaders: false` leaves the loaders out (the server has no query client to prefetch into).
 */
export async function routesLoadedFor(
  pathname: string,
  { withLoaders }: { withLoaders: boolean },
): Promise<RouteObject[]> {
  const matched = new Set(matchRoutes(routes, pathname)?.map((match) => match.route));
  const load = async (route: RouteObject): Promise<RouteObject> => {
    const children = route.children && (await Promise.all(route.children.map(load)));
    // Index routes have no children, so the type needs telling that this keeps the route's kind.
    const withChildren = children ? ({ ...route, children } as RouteObject) : route;
    const { lazy, ...rest } = withChildren;
    if (!matched.has(route) || !lazy || typeof lazy === 'function') return withChildren;
    const parts: LazyRouteProperties = lazy;
    const [Component, loader] = await Promise.all([
      parts.Component?.(),
      withLoaders ? parts.loader?.() : undefined,
    ]);
    return { ...rest, ...(Component && { Component }), ...(loader && { loader }) } as RouteObject;
  };
  return Promise.all(routes.map(load));
}

/**
 * Whether `pathname` is one of the app's pages rather than a not-found page: the server answers
 * HTTP 404 for the others (apps/server/src/http/app.ts), from this one list of routes.
 */
export function isKnownPage(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*';
}

/** Loader data for hydration: the matched loaders only prefetch, so they count as done. */
export function loadedRouteIds(pathname: string): Record<string, null> {
  return Object.fromEntries(
    (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
      route.id ? [[route.id, null]] : [],
    ),
  );
}

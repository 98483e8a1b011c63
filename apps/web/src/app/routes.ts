import type { ComponentType } from 'react';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { queryClient } from './query-client';

// Every screen is its own lazily loaded chunk, so the landing page downloads none of the app. A
// screen's loader (app/routes/app/loaders.ts) is a chunk of its own, which the router fetches
// before the screen's and runs as soon as it arrives.
const page = (
  load: () => Promise<{ default: ComponentType }>,
  loader?: () => Promise<(client: typeof queryClient) => null>,
): Pick<RouteObject, 'lazy'> => ({
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

export const routes: RouteObject[] = [
  { path: paths.home, ...page(() => import('./routes/landing')) },
  { path: paths.auth, ...page(() => import('./routes/auth')) },
  { path: paths.resetPassword, ...page(() => import('./routes/reset-password')) },
  // The outbox page exists in development builds only (the API refuses it in production).
  ...(import.meta.env.DEV
    ? [{ path: paths.devOutbox, ...page(() => import('./routes/dev-outbox')) }]
    : []),
  { path: paths.contact, ...page(() => import('./routes/contact')) },
  { path: paths.terms, ...page(() => import('./routes/terms')) },
  { path: paths.refund, ...page(() => import('./routes/refund')) },
  { path: paths.privacy, ...page(() => import('./routes/privacy')) },
  {
    id: 'app',
    path: paths.app.root,
    ...page(
      () => import('./routes/app/layout'),
      async () => (await loaders()).appLoader,
    ),
    children: [
      { index: true, ...page(() => import('./routes/app/home')) },
      { path: paths.app.profile, ...page(() => import('./routes/app/profile')) },
      { path: paths.app.allotments, ...page(() => import('./routes/app/allotments')) },
      { path: paths.app.closingRanks, ...page(() => import('./routes/app/closing-ranks')) },
      { path: paths.app.seatMatrix, ...page(() => import('./routes/app/seat-matrix')) },
      { path: paths.app.rankScan, ...page(() => import('./routes/app/rank-scan')) },
      {
        path: paths.app.allotmentMapping,
        ...page(() => import('./routes/app/allotment-mapping')),
      },
      { path: paths.app.feeStipendBond, ...page(() => import('./routes/app/fee-stipend-bond')) },
      {
        id: 'college-explorer',
        path: paths.app.explore.institutes,
        ...page(
          () => import('./routes/app/explore/institutes'),
          async () => (await loaders()).institutesLoader,
        ),
      },
      {
        path: paths.app.explore.universities,
        ...page(() => import('./routes/app/explore/universities')),
      },
      {
        path: paths.app.explore.counsellings,
        ...page(() => import('./routes/app/explore/counsellings')),
      },
      { path: paths.app.explore.courses, ...page(() => import('./routes/app/explore/courses')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
  { path: '*', ...page(() => import('./routes/not-found')) },
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

import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
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

const routes: RouteObject[] = [
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

export const router = createBrowserRouter(routes);

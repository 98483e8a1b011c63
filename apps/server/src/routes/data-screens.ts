import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  allotmentPageSchema,
  counsellingListSchema,
  counsellingsQuerySchema,
  cutoffDetailQuerySchema,
  cutoffDetailSchema,
  cutoffPageSchema,
  errorBodySchema,
  facetsQuerySchema,
  facetsSchema,
  financialPageSchema,
  seatMatrixPageSchema,
  tableQuerySchema,
  type DataScreen,
  type TableQuery,
} from '@seatscope/shared';
import { pageOrLast } from './responses';
import type { AppEnv } from '../http/context';
import { requireDataAccess } from '../http/viewer';
import { HttpError, notFound } from '../http/errors';
import {
  counsellingExists,
  exportCsv,
  getCutoffDetail,
  getCutoffPage,
  getFlatPage,
  listCounsellings,
  loadFacets,
  withDataVersion,
} from '../domain/data-screens';

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponses = {
  400: json(errorBodySchema, 'Invalid parameters, with a message naming them'),
  401: json(errorBodySchema, 'Not signed in'),
  404: json(errorBodySchema, 'No such counselling'),
  503: json(errorBodySchema, 'The database is unavailable; try again'),
};

export const DEMO_NOTE =
  'A viewer without an active package (demo) gets only the first 5 rows of the default order ' +
  'for the counselling; filters, sort, search and paging apply inside them, and `total` is the ' +
  'full unfiltered count.';

/**
 * Who is asking and whether they see the demo sample, decided on every request; `read` runs
 * the request's queries with the data version read alongside.
 */
export async function viewerAccess(c: Context<AppEnv>, counsellingId: string) {
  const access = await requireDataAccess(c, counsellingId);
  return {
    demo: access.demo,
    read: <T>(query: () => Promise<T>) => withDataVersion(access.dataVersion, query),
  };
}

export async function requireCounselling(c: Context<AppEnv>, counsellingId: string) {
  if (!(await counsellingExists(c.get('deps').database.db, counsellingId))) {
    throw notFound(`No counselling with id ${counsellingId}.`);
  }
}

/**
 * A page for a counselling, or its last page when the one asked for lies beyond it (a demo
 * viewer's sample is one page); an unknown counselling answers 404. Only an empty result is
 * looked up, so the common request makes no extra round trip.
 */
async function pageFor<Page extends { total: number; rows: unknown[]; demo: boolean }>(
  c: Context<AppEnv>,
  query: TableQuery,
  load: (query: TableQuery) => Promise<Page>,
): Promise<Page> {
  const page = await pageOrLast(query, load, (answer) =>
    answer.demo ? 1 : Math.max(1, Math.ceil(answer.total / query.pageSize)),
  );
  if (page.total === 0) await requireCounselling(c, query.counselling);
  return page;
}

const counsellingsRoute = createRoute({
  method: 'get',
  path: '/api/counsellings',
  summary: 'Counsellings that have data for a screen',
  request: { query: counsellingsQuerySchema },
  responses: { 200: json(counsellingListSchema, 'Counsellings by name'), ...errorResponses },
});

const tableRoute = <T extends z.ZodType>(screen: DataScreen, path: string, page: T) =>
  createRoute({
    method: 'get',
    path,
    summary: `A page of ${screen}`,
    description: DEMO_NOTE,
    request: { query: tableQuerySchema(screen) },
    responses: { 200: json(page, 'One page with its exact total'), ...errorResponses },
  });

const facetsRoute = (screen: DataScreen) =>
  createRoute({
    method: 'get',
    path: `/api/${screen}/facets`,
    summary: `Filter option lists for ${screen} (public reference data, never limited)`,
    request: { query: facetsQuerySchema },
    responses: { 200: json(facetsSchema, 'Option lists'), ...errorResponses },
  });

const exportRoute = (screen: DataScreen) =>
  createRoute({
    method: 'get',
    path: `/api/${screen}/export.csv`,
    summary: `The current filtered ${screen} as CSV (demo viewers: the sample only)`,
    request: { query: tableQuerySchema(screen).omit({ page: true, pageSize: true }) },
    responses: {
      200: {
        description: 'CSV, one header line then one line per row',
        content: { 'text/csv': { schema: z.string() } },
      },
      ...errorResponses,
    },
  });

const cutoffDetailRoute = createRoute({
  method: 'get',
  path: '/api/cutoffs/detail',
  summary: 'The allotments behind one cutoff cell, by counselling rank',
  description: 'A demo viewer may open only cells of the demo sample rows (403 otherwise).',
  request: { query: cutoffDetailQuerySchema },
  responses: {
    200: json(cutoffDetailSchema, 'Allotments'),
    ...errorResponses,
    403: json(errorBodySchema, 'Demo viewer asked for a cell outside the sample'),
  },
});

export function registerDataScreenRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(counsellingsRoute, async (c) => {
    await requireDataAccess(c);
    const { screen } = c.req.valid('query');
    const counsellings = await listCounsellings(c.get('deps').database.db, screen);
    return c.json({ counsellings }, 200);
  });

  // Detail before the table routes so /api/cutoffs/detail is not read as something else.
  app.openapi(cutoffDetailRoute, async (c) => {
    const query = c.req.valid('query');
    const { demo } = await viewerAccess(c, query.counselling);
    await requireCounselling(c, query.counselling);
    const rows = await getCutoffDetail(c.get('deps').database.db, query, demo);
    if (rows === null) {
      throw new HttpError(
        403,
        'demo_limit',
        'Demo trial: only the top 5 rows can be opened. Purchase a package to view all results.',
      );
    }
    return c.json({ rows, demo }, 200);
  });

  app.openapi(tableRoute('allotments', '/api/allotments', allotmentPageSchema), async (c) => {
    const query = c.req.valid('query');
    const { demo, read } = await viewerAccess(c, query.counselling);
    const page = await pageFor(c, query, (asked) =>
      read(() => getFlatPage(c.get('deps').database.db, 'allotments', asked, demo)),
    );
    return c.json(page, 200);
  });
  app.openapi(tableRoute('seat-matrix', '/api/seat-matrix', seatMatrixPageSchema), async (c) => {
    const query = c.req.valid('query');
    const { demo, read } = await viewerAccess(c, query.counselling);
    const page = await pageFor(c, query, (asked) =>
      read(() => getFlatPage(c.get('deps').database.db, 'seat-matrix', asked, demo)),
    );
    return c.json(page, 200);
  });
  app.openapi(tableRoute('financials', '/api/financials', financialPageSchema), async (c) => {
    const query = c.req.valid('query');
    const { demo, read } = await viewerAccess(c, query.counselling);
    const page = await pageFor(c, query, (asked) =>
      read(() => getFlatPage(c.get('deps').database.db, 'financials', asked, demo)),
    );
    return c.json(page, 200);
  });
  app.openapi(tableRoute('cutoffs', '/api/cutoffs', cutoffPageSchema), async (c) => {
    const query = c.req.valid('query');
    const { demo, read } = await viewerAccess(c, query.counselling);
    const page = await pageFor(c, query, (asked) =>
      read(() => getCutoffPage(c.get('deps').database.db, asked, demo)),
    );
    return c.json(page, 200);
  });

  for (const screen of ['allotments', 'cutoffs', 'seat-matrix', 'financials'] as const) {
    app.openapi(facetsRoute(screen), async (c) => {
      const { counselling } = c.req.valid('query');
      const { read } = await viewerAccess(c, counselling);
      await requireCounselling(c, counselling);
      return c.json(
        await read(() => loadFacets(c.get('deps').database.db, screen, counselling)),
        200,
      );
    });
    app.openapi(exportRoute(screen), async (c) => {
      const query = c.req.valid('query');
      const { demo } = await viewerAccess(c, query.counselling);
      await requireCounselling(c, query.counselling);
      const csv = await exportCsv(
        c.get('deps').database.db,
        screen,
        { ...query, page: 1, pageSize: 1 },
        demo,
      );
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${screen}-${query.counselling}.csv"`);
      return c.body(csv, 200);
    });
  }
}

import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  DATA_SCREENS,
  SCREEN_CAPABILITIES,
  SCREEN_PAGE_SCHEMAS,
  counsellingListSchema,
  counsellingsQuerySchema,
  cutoffDetailQuerySchema,
  cutoffDetailSchema,
  facetsQuerySchema,
  facetsSchema,
  tableQuerySchema,
  type DataScreen,
  type TableQuery,
} from '@seatscope/shared';
import type { AppEnv } from '../http/context';
import { requireDataAccess } from '../http/viewer';
import { HttpError, notFound } from '../http/errors';
import {
  counsellingExists,
  exportCsv,
  getCutoffDetail,
  getTablePage,
  listCounsellings,
  loadFacets,
  readConsistently,
} from '../domain/data-screens';
import { errorResponse, jsonResponse, pageOrLast } from './responses';

export const dataErrorResponses = {
  400: errorResponse('Invalid parameters, with a message naming them'),
  401: errorResponse('Not signed in'),
  404: errorResponse('No such counselling'),
  429: errorResponse(
    'Too many data reads from this account or address; Retry-After says when to try again',
  ),
  503: errorResponse('The database is unavailable; try again'),
};

const DEMO_NOTE =
  'A viewer without an active package (demo) gets only the first 5 rows of the default order ' +
  'for the counselling; filters, sort, search and paging apply inside them, and `total` is the ' +
  'full unfiltered count.';

/** How a request names rounds (docs/decisions/0087-rounds-are-rounds-in-the-api.md). */
const ROUNDS_NOTE =
  "Rounds: `round` is the round's own number (1-8, 9 mop-up, 10 stray, 11 special stray, 12 a " +
  'final list) and `list` which list of it: `held` (the seats held after the round) or ' +
  '`allotted` (the allotments made in it). Without `list` both lists of the rounds are answered, ' +
  'each row (or Cutoff Ranks column) saying its `list` and its `roundLabel` ("Round 3 ' +
  'allotments"); `round=1&list=allotted` is Round 1 allotments. A bad `list` is a 400.';

/**
 * Who is asking and whether they see the demo sample, decided on every request; `read` runs
 * the request's queries with the data version read alongside, so that they answer from one
 * state of the data even while an import commits (readConsistently).
 */
export async function viewerAccess(c: Context<AppEnv>, counsellingId: string) {
  const access = await requireDataAccess(c, counsellingId);
  const db = c.get('deps').database.db;
  return {
    demo: access.demo,
    read: <T>(query: () => Promise<T>) => readConsistently(db, access.dataVersion, query),
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
  responses: {
    200: jsonResponse('Counsellings by name', counsellingListSchema),
    ...dataErrorResponses,
  },
});

const tableRoute = (screen: DataScreen) =>
  createRoute({
    method: 'get',
    path: `/api/${screen}`,
    summary: `A page of ${screen}`,
    description: SCREEN_CAPABILITIES[screen].lists.includes('round')
      ? `${DEMO_NOTE} ${ROUNDS_NOTE}`
      : DEMO_NOTE,
    request: { query: tableQuerySchema(screen) },
    responses: {
      200: jsonResponse('One page with its exact total', SCREEN_PAGE_SCHEMAS[screen]),
      ...dataErrorResponses,
    },
  });

const facetsRoute = (screen: DataScreen) =>
  createRoute({
    method: 'get',
    path: `/api/${screen}/facets`,
    summary: `Filter option lists for ${screen} (public reference data, never limited)`,
    request: { query: facetsQuerySchema },
    responses: { 200: jsonResponse('Option lists', facetsSchema), ...dataErrorResponses },
  });

const exportRoute = (screen: DataScreen) =>
  createRoute({
    method: 'get',
    path: `/api/${screen}/export.csv`,
    summary: `The current filtered ${screen} as CSV, streamed (demo viewers: the sample only)`,
    request: { query: tableQuerySchema(screen).omit({ page: true, pageSize: true }) },
    responses: {
      200: {
        description: 'CSV, one header line then one line per row',
        content: { 'text/csv': { schema: z.string() } },
      },
      ...dataErrorResponses,
      400: errorResponse(
        'Invalid parameters, or a Cutoff Ranks result past its 100,000-row export limit',
      ),
      409: errorResponse(
        'The data changed (an import landed) before the first row was sent; export again. A change after it breaks the download off.',
      ),
    },
  });

const cutoffDetailRoute = createRoute({
  method: 'get',
  path: '/api/cutoffs/detail',
  summary: 'The allotments behind one cutoff cell, by counselling rank',
  description: `A demo viewer may open only cells of the demo sample rows (403 otherwise). ${ROUNDS_NOTE}`,
  request: { query: cutoffDetailQuerySchema },
  responses: {
    200: jsonResponse('Allotments', cutoffDetailSchema),
    ...dataErrorResponses,
    403: errorResponse('Demo viewer asked for a cell outside the sample'),
  },
});

/**
 * An export's chunks as the response body, read one batch at a time as the client takes them
 * (steady memory however large the file). The first chunk is read before answering, so a bad
 * filter, a timeout or a data change before any byte is sent answers in the one error shape;
 * a failure after that (the data changed mid-export) breaks the stream, so the client sees a
 * failed download rather than a file that ends early or mixes two versions of the data
 * (docs/decisions/0067-exports-of-any-size.md).
 */
async function csvStream(
  chunks: AsyncGenerator<string>,
  onBroken: (error: unknown) => void,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const first = await chunks.next();
  let pending: string | undefined = first.done ? undefined : first.value;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (pending !== undefined) {
          controller.enqueue(encoder.encode(pending));
          pending = undefined;
          return;
        }
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          onBroken(error);
          throw error;
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    // Nothing read ahead: the next batch is read when the client has taken the last one.
    { highWaterMark: 0 },
  );
}

/** The table, facets and CSV export of one screen, all from the screen registry. */
function registerScreenRoutes(app: OpenAPIHono<AppEnv>, screen: DataScreen) {
  app.openapi(tableRoute(screen), async (c) => {
    const query = c.req.valid('query');
    const { demo, read } = await viewerAccess(c, query.counselling);
    const page = await pageFor(c, query, (asked) =>
      read(() => getTablePage(c.get('deps').database.db, screen, asked, demo)),
    );
    return c.json(page, 200);
  });
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
    const chunks = exportCsv(
      c.get('deps').database.db,
      screen,
      { ...query, page: 1, pageSize: 1 },
      demo,
    );
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${screen}-${query.counselling}.csv"`);
    const broken = (error: unknown) => c.get('log').warn({ err: error }, 'CSV export broken off');
    return c.body(await csvStream(chunks, broken), 200);
  });
}

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
    const { demo, read } = await viewerAccess(c, query.counselling);
    await requireCounselling(c, query.counselling);
    const rows = await read(() => getCutoffDetail(c.get('deps').database.db, query, demo));
    if (rows === null) {
      throw new HttpError(
        403,
        'demo_limit',
        'Demo trial: only the top 5 rows can be opened. Purchase a package to view all results.',
      );
    }
    return c.json({ rows, demo }, 200);
  });

  for (const screen of DATA_SCREENS) registerScreenRoutes(app, screen);
}

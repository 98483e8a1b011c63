import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { COMPARE_MAX_COLUMNS, compareQuerySchema, comparisonSchema } from '@seatscope/shared';
import type { AppEnv } from '../http/context';
import { requireDataAccess } from '../http/viewer';
import { compareOptions } from '../domain/choice-list';
import { readConsistently } from '../domain/data-screens';
import { dataErrorResponses, requireCounselling } from './data-screens';
import { jsonResponse } from './responses';

const compareRoute = createRoute({
  method: 'get',
  path: '/api/compare',
  summary: 'Options of a counselling side by side: closing ranks, money, net cost and chance',
  description:
    `Signed-in users only. \`option\` (1 to ${COMPARE_MAX_COLUMNS}, repeated) is ` +
    '`instituteId,courseId,quota,category` (the quota may hold commas, the category none). Each ' +
    'option comes back in the order asked as the choice list shows it (names, closing ranks by ' +
    'year and round, fees, stipends, bond, net cost), and, given `rank` and `category` (the ' +
    "candidate's seat category; both or neither), with `probability`, its own chance as " +
    '`GET /api/predictions` gives it for them. A viewer without a package for the counselling ' +
    '(demo) sees ranks and money only of options in the Cutoff Ranks demo sample (others come ' +
    "back `locked`) and chances only of options in the category's Rank DeepScan sample. An " +
    'option whose institute or course the data does not hold is left out; one no longer ' +
    'offered comes back with `offered: false` (docs/decisions/0084-compare-side-by-side.md).',
  request: { query: compareQuerySchema },
  responses: {
    200: jsonResponse('The options, in the order asked', comparisonSchema),
    ...dataErrorResponses,
  },
});

export function registerCompareRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(compareRoute, async (c) => {
    const query = c.req.valid('query');
    const access = await requireDataAccess(c, query.counselling);
    const db = c.get('deps').database.db;
    const { counsellingHasData, ...comparison } = await readConsistently(
      db,
      access.dataVersion,
      () => compareOptions(db, query, access.demo),
    );
    if (!counsellingHasData) await requireCounselling(c, query.counselling);
    c.header('Cache-Control', 'no-store');
    return c.json({ ...comparison, demo: access.demo }, 200);
  });
}

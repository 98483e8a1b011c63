import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { rankMappingPageSchema, rankMappingQuerySchema } from '@seatscope/shared';
import type { AppEnv } from '../http/context';
import { getRankMappingPage } from '../domain/rank-mapping';
import { dataErrorResponses, requireCounselling, viewerAccess } from './data-screens';
import { jsonResponse } from './responses';

const rankMappingRoute = createRoute({
  method: 'get',
  path: '/api/rank-mapping',
  summary: 'Rank Mapping Tool: who near a rank got what, by institute and course',
  description:
    'The allotments whose rank (`rankType`: all-India or counselling rank) lies within `window` ' +
    'of `rank`, grouped by institute and course, nearest first, with the ranks allotted in each ' +
    'year and round. List filters as on the table pages. A viewer without an active package ' +
    '(demo) gets a fixed sample of 5 groups of the counselling, the same whatever the rank and ' +
    'window, each with every rank of it (nearest the asked rank first); filters apply inside ' +
    'the sample, and `total` counts the sample.',
  request: { query: rankMappingQuerySchema },
  responses: {
    200: jsonResponse('One page of groups with its exact total', rankMappingPageSchema),
    ...dataErrorResponses,
  },
});

export function registerRankMappingRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(rankMappingRoute, async (c) => {
    const query = c.req.valid('query');
    const { demo, read } = await viewerAccess(c, query.counselling);
    const page = await read(() => getRankMappingPage(c.get('deps').database.db, query, demo));
    if (page.total === 0) await requireCounselling(c, query.counselling);
    return c.json({ ...page, demo }, 200);
  });
}

import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { statsSchema, updateListQuerySchema, updateListSchema } from '@seatscope/shared';
import type { AppEnv } from '../http/context';
import { getStats } from '../domain/stats';
import { listLatestUpdates } from '../domain/updates';
import { errorResponses, jsonResponse } from './responses';

const statsRoute = createRoute({
  method: 'get',
  path: '/api/stats',
  tags: ['Content'],
  summary: 'Public counts for the landing page: allocation records, colleges, ...',
  responses: { 200: jsonResponse('Counts computed from the database', statsSchema) },
});

const updatesRoute = createRoute({
  method: 'get',
  path: '/api/updates',
  tags: ['Content'],
  summary: 'Latest updates (Important, Update, Results), newest first',
  request: { query: updateListQuerySchema },
  responses: {
    200: jsonResponse('The newest updates', updateListSchema),
    ...errorResponses,
  },
});

/**
 * The routes chained, so the returned app's type carries them: the API tests' typed client reads
 * it (`ContentRoutes`, apps/server/test/helpers/requests.ts).
 */
export function registerContentRoutes(app: OpenAPIHono<AppEnv>) {
  return app
    .openapi(statsRoute, async (c) => {
      const stats = await getStats(c.get('deps').database.db);
      // Counts move only on import; a few minutes of caching spares the database on busy days.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(stats, 200);
    })
    .openapi(updatesRoute, async (c) => {
      const { limit } = c.req.valid('query');
      return c.json({ rows: await listLatestUpdates(c.get('deps').database.db, limit) }, 200);
    });
}

export type ContentRoutes = ReturnType<typeof registerContentRoutes>;

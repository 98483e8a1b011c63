import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { jsonResponse } from './responses';

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Whether the service and its database answer',
  responses: {
    200: jsonResponse('The database answers', z.object({ status: z.literal('ok') })),
    503: jsonResponse(
      'The database does not answer',
      z.object({ status: z.literal('unavailable') }),
    ),
  },
});

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(healthRoute, async (c) => {
    try {
      await c.get('deps').database.ping();
      return c.json({ status: 'ok' as const }, 200);
    } catch (error) {
      c.get('log').warn({ err: error }, 'health check failed');
      return c.json({ status: 'unavailable' as const }, 503);
    }
  });
}

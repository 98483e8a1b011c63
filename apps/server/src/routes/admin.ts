import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { dataStatusSchema, importRunPageSchema, importRunQuerySchema } from '@seatscope/shared';
import { getDataStatus, listImportRuns } from '../domain/data-status';
import type { AppEnv } from '../http/context';
import { requireAdmin } from '../http/viewer';
import { errorResponse, jsonResponse, signedInErrorResponses } from './responses';

// What is live, for the admin (docs/decisions/0072-what-is-live.md): admins only.

const adminOnly = {
  ...signedInErrorResponses,
  403: errorResponse('Signed in, but not an administrator'),
} as const;

const dataStatusRoute = createRoute({
  method: 'get',
  path: '/api/admin/data-status',
  tags: ['Admin'],
  summary:
    'What is live: the bundled data release a first start loaded (null when the data did not come from it), and each counselling, year, round and list kind the data holds with its source file, import time, rows, rejected rows and suspect values (as `npm run data -- status --json`)',
  responses: {
    200: jsonResponse('The bundle and the live round lists', dataStatusSchema),
    ...adminOnly,
  },
});

const importRunsRoute = createRoute({
  method: 'get',
  path: '/api/admin/import-runs',
  tags: ['Admin'],
  summary:
    'The imports’ history: every import run, newest first, a page at a time, with its rows read, imported and rejected and its most common rejection reasons',
  request: { query: importRunQuerySchema },
  responses: {
    200: jsonResponse('A page of import runs', importRunPageSchema),
    ...adminOnly,
  },
});

export function registerAdminRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(dataStatusRoute, async (c) => {
    await requireAdmin(c);
    return c.json(await getDataStatus(c.get('deps').database.db), 200);
  });

  app.openapi(importRunsRoute, async (c) => {
    await requireAdmin(c);
    return c.json(await listImportRuns(c.get('deps').database.db, c.req.valid('query')), 200);
  });
}

import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  addedCounsellingSchema,
  dataStatusSchema,
  importRunPageSchema,
  importRunQuerySchema,
  newCounsellingSchema,
} from '@seatscope/shared';
import { addCounselling } from '../domain/added-counsellings';
import { getDataStatus, listImportRuns } from '../domain/data-status';
import type { AppEnv } from '../http/context';
import { requireAdmin } from '../http/viewer';
import { errorResponse, jsonBody, jsonResponse, signedInErrorResponses } from './responses';

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

const addCounsellingRoute = createRoute({
  method: 'post',
  path: '/api/admin/counsellings',
  tags: ['Admin'],
  summary:
    'Adds a counselling without code (as `npm run data -- add-counselling`): id (a slug), name, level (pg, mds or ug: the package that opens it follows), state and the ranks it publishes (ai, state); its lists then arrive by `npm run data -- import table`',
  request: { body: jsonBody(newCounsellingSchema) },
  responses: {
    201: jsonResponse('The counselling as stored', addedCounsellingSchema),
    ...adminOnly,
    409: errorResponse('A counselling with this id already exists'),
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

  app.openapi(addCounsellingRoute, async (c) => {
    await requireAdmin(c);
    return c.json(await addCounselling(c.get('deps').database.db, c.req.valid('json')), 201);
  });
}

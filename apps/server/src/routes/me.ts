import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { meSchema, profileSchema, profileUpdateSchema } from '@seatscope/shared';
import { getMe, updateProfile } from '../domain/profile';
import type { AppEnv } from '../http/context';
import { getViewer, requireViewer } from '../http/viewer';
import { errorResponse, jsonBody, jsonResponse } from './responses';

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  summary: 'The signed-in user, profile, roles and entitlement',
  responses: {
    200: jsonResponse('The viewer', meSchema),
    401: errorResponse('Not signed in'),
  },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/api/session',
  summary:
    'The same as /api/me, but 200 with {me: null} for a visitor who is not signed in (the web app asks on every page, and a visitor is not an error)',
  responses: {
    200: jsonResponse('The viewer, or null', z.object({ me: meSchema.nullable() })),
  },
});

const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/api/me/profile',
  summary:
    'Saves full name, WhatsApp number, All India Rank and, when given, whether notifications are also mailed (`notificationEmails`)',
  request: {
    body: jsonBody(profileUpdateSchema),
  },
  responses: {
    200: jsonResponse('The saved profile', profileSchema),
    400: errorResponse('Invalid input'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Sent from another site'),
  },
});

export function registerMeRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(meRoute, async (c) => {
    const viewer = await requireViewer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getMe(c.get('deps').database.db, viewer), 200);
  });

  app.openapi(sessionRoute, async (c) => {
    const viewer = await getViewer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ me: viewer ? await getMe(c.get('deps').database.db, viewer) : null }, 200);
  });

  app.openapi(updateProfileRoute, async (c) => {
    const viewer = await requireViewer(c);
    const saved = await updateProfile(c.get('deps').database.db, viewer, c.req.valid('json'));
    if (!saved) throw new Error('the profile upsert returned no row');
    return c.json(saved, 200);
  });
}

import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSchema,
} from '@seatscope/shared';
import { listNotifications, markNotificationRead } from '../domain/notifications';
import type { AppEnv } from '../http/context';
import { requireViewer } from '../http/viewer';
import { errorResponse, jsonResponse, signedInErrorResponses } from './responses';

// The signed-in user's own notifications (docs/decisions/0085-a-word-when-a-round-lands.md).

const listRoute = createRoute({
  method: 'get',
  path: '/api/notifications',
  tags: ['Notifications'],
  summary:
    "The signed-in user's notifications, newest first (the newest 50 are kept): a round of a counselling they hold a choice list of has results",
  responses: {
    200: jsonResponse('The notifications', notificationListSchema),
    ...signedInErrorResponses,
  },
});

const readRoute = createRoute({
  method: 'post',
  path: '/api/notifications/{id}/read',
  tags: ['Notifications'],
  summary: 'Marks one of your notifications read (again: no change)',
  request: { params: notificationIdParamsSchema },
  responses: {
    200: jsonResponse('The notification, read', notificationSchema),
    ...signedInErrorResponses,
    403: errorResponse('Sent from another site'),
    404: errorResponse('No notification of yours has this id'),
  },
});

export function registerNotificationRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listRoute, async (c) => {
    const viewer = await requireViewer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ rows: await listNotifications(c.get('deps').database.db, viewer.userId) }, 200);
  });

  app.openapi(readRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const read = await markNotificationRead(c.get('deps').database.db, viewer.userId, id);
    return c.json(read, 200);
  });
}

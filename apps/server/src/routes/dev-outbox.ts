import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { outboxSchema } from '@seatscope/shared';
import { listOutbox } from '../domain/mail';
import type { AppEnv } from '../http/context';
import { jsonResponse } from './responses';

const outboxRoute = createRoute({
  method: 'get',
  path: '/api/dev/outbox',
  summary: 'Development only: mail written to the outbox when no SMTP server is configured',
  responses: {
    200: jsonResponse('The newest mails first', outboxSchema),
  },
});

/** Registered only outside production: the outbox holds one-time sign-in links. */
export function registerDevOutboxRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(outboxRoute, async (c) => {
    const mails = await listOutbox(c.get('deps').database.db);
    return c.json(
      { mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })) },
      200,
    );
  });
}

import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { SIGNED_OUT_EVENT } from '@seatscope/shared';
import type { AppEnv } from '../http/context';
import { requireViewer } from '../http/viewer';
import { errorResponse } from './responses';

/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

const eventsRoute = createRoute({
  method: 'get',
  path: '/api/events',
  summary:
    'Server-sent events for the signed-in session: `ready` once connected, then `signed-out` ({reason: "other-device" | "same-device"}) when a sign-in elsewhere ends this session',
  responses: {
    200: {
      description: 'An event stream',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    401: errorResponse('Not signed in'),
  },
});

export function registerEventRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(eventsRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { sessionEvents } = c.get('deps');
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      await new Promise<void>((resolve) => {
        let finished = false;
        const finish = () => {
          if (finished) return;
          finished = true;
          clearInterval(heartbeat);
          unsubscribe();
          resolve();
        };
        const unsubscribe = sessionEvents.subscribe(viewer, {
          onRevoked: (event) => {
            stream
              .writeSSE({ event: SIGNED_OUT_EVENT, data: JSON.stringify(event) })
              .finally(finish);
          },
          onClose: finish,
        });
        const heartbeat = setInterval(() => {
          stream.writeSSE({ event: 'ping', data: '' }).catch(finish);
        }, HEARTBEAT_MS);
        stream.onAbort(finish);
        stream.writeSSE({ event: 'ready', data: '' }).catch(finish);
      });
    });
  });
}

import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { SIGNED_OUT_EVENT, type SignedOutEvent } from '@seatscope/shared';
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
    // Counted before the stream starts, so a database that cannot count it answers 503. What
    // happens to the stream before it starts waits for it.
    type StreamEvent = SignedOutEvent | 'ended';
    const early: StreamEvent[] = [];
    let deliver: ((event: StreamEvent) => void) | null = null;
    const unsubscribe = await sessionEvents.subscribe(viewer, {
      onRevoked: (event) => (deliver ? deliver(event) : early.push(event)),
      onClose: () => (deliver ? deliver('ended') : early.push('ended')),
    });
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
        const heartbeat = setInterval(() => {
          stream.writeSSE({ event: 'ping', data: '' }).catch(finish);
        }, HEARTBEAT_MS);
        stream.onAbort(finish);
        deliver = (event) => {
          if (event === 'ended') finish();
          else {
            stream
              .writeSSE({ event: SIGNED_OUT_EVENT, data: JSON.stringify(event) })
              .finally(finish);
          }
        };
        stream.writeSSE({ event: 'ready', data: '' }).catch(finish);
        for (const event of early) deliver(event);
      });
    });
  });
}

import pg from 'pg';
import { z } from 'zod';
import type { SignedOutEvent } from '@seatscope/shared';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../common/logger';

/** The channel the single-device trigger notifies (migration `single_device_sessions`). */
const SESSION_REVOKED_CHANNEL = 'session_revoked';

const notificationSchema = z.object({
  userId: z.string(),
  sessions: z.array(z.object({ sessionId: z.string(), sameDevice: z.boolean() })),
});

interface Subscriber {
  onRevoked(event: SignedOutEvent): void;
  /** The hub is shutting down, or a newer stream of the session or user replaced this one: end it. */
  onClose(): void;
}

/**
 * Open streams one session, and one user, may hold in a process; a new one beyond ends the
 * oldest (docs/decisions/0020-safe-by-default.md). A browser holds one per tab.
 */
export const MAX_STREAMS_PER_VIEWER = 3;

export interface SessionEvents {
  /**
   * Calls back when this session is revoked by a sign-in elsewhere; returns an unsubscribe.
   * Ends the viewer's oldest stream when this one is over MAX_STREAMS_PER_VIEWER.
   */
  subscribe(viewer: { sessionId: string; userId: string }, subscriber: Subscriber): () => void;
  /** Ends every open subscription and stops listening (graceful shutdown). */
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * One LISTEN per process on the revocation channel, fanned out to the open event streams of
 * this process. Notifications come from the database trigger, so a sign-in handled by any
 * process reaches the streams of every process.
 */
export async function startSessionEvents(
  database: DatabaseHandle,
  logger: Logger,
): Promise<SessionEvents> {
  const subscribers = new Map<string, Set<Subscriber>>();
  // Open streams by `session:<id>` and `user:<id>`, oldest first.
  const streamsOf = new Map<string, Subscriber[]>();

  const dispatch = (payload: string) => {
    let parsed: z.infer<typeof notificationSchema>;
    try {
      parsed = notificationSchema.parse(JSON.parse(payload));
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed session notification');
      return;
    }
    for (const revoked of parsed.sessions) {
      const reason = revoked.sameDevice ? 'same-device' : 'other-device';
      for (const subscriber of subscribers.get(revoked.sessionId) ?? []) {
        subscriber.onRevoked({ reason });
      }
    }
  };

  const stopListening =
    database.kind === 'pglite'
      ? await database.client.listen(SESSION_REVOKED_CHANNEL, dispatch)
      : await listenOnPostgres(database.url, dispatch, logger);

  return {
    subscribe({ sessionId, userId }, subscriber) {
      const set = subscribers.get(sessionId) ?? new Set<Subscriber>();
      set.add(subscriber);
      subscribers.set(sessionId, set);
      const keys = [`session:${sessionId}`, `user:${userId}`];
      for (const key of keys) streamsOf.set(key, [...(streamsOf.get(key) ?? []), subscriber]);
      for (const key of keys) {
        const streams = streamsOf.get(key) ?? [];
        // Ending a stream unsubscribes it, which takes it off the other list too.
        while (streams.length > MAX_STREAMS_PER_VIEWER) streams.shift()?.onClose();
      }
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(sessionId);
        for (const key of keys) {
          const remaining = (streamsOf.get(key) ?? []).filter((open) => open !== subscriber);
          if (remaining.length > 0) streamsOf.set(key, remaining);
          else streamsOf.delete(key);
        }
      };
    },
    async close() {
      for (const set of subscribers.values()) for (const subscriber of set) subscriber.onClose();
      subscribers.clear();
      await stopListening().catch((error: unknown) => {
        logger.warn({ err: error }, 'stopping the session listener failed');
      });
    },
  };
}

/** node-postgres needs a dedicated connection for LISTEN; it reconnects if the connection drops. */
async function listenOnPostgres(
  url: string,
  dispatch: (payload: string) => void,
  logger: Logger,
): Promise<() => Promise<void>> {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === SESSION_REVOKED_CHANNEL && message.payload) dispatch(message.payload);
    });
    client.on('error', (error) => {
      logger.warn({ err: error }, 'session listener connection lost; reconnecting');
      client.end().catch(() => undefined);
      scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
    current = client;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'session listener reconnect failed');
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await current?.end();
  };
}

import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SignedOutEvent } from '@seatscope/shared';
import type { Database, DatabaseHandle } from '../db/client';
import { listenToChannels } from '../db/listen';
import { rowFields, selectTypedRows } from '../db/rows';
import { eventStream } from '../db/schema';
import type { Logger } from '../common/logger';

/** The channel the single-device trigger notifies (migration `single_device_sessions`). */
const SESSION_REVOKED_CHANNEL = 'session_revoked';
/** The channel naming streams that a newer stream of their user ended, in any process. */
const STREAM_ENDED_CHANNEL = 'event_stream_ended';

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
 * Open streams one session, and one user, may hold across every server process; a new one
 * beyond ends the oldest (docs/decisions/0020-safe-by-default.md). A browser holds one per tab.
 */
export const MAX_STREAMS_PER_VIEWER = 3;

/** How often a process marks its open streams as alive in `event_stream`. */
const STREAM_REFRESH_MS = 20_000;
/**
 * A stream whose row was not refreshed for this long belongs to a process that died without
 * cleaning up: it no longer counts, and the next open of its user deletes it.
 */
const STALE_STREAM_SECONDS = 60;

export interface SessionEvents {
  /**
   * Registers an open stream: calls back when its session is revoked by a sign-in elsewhere, or
   * when a newer stream of the same session or user (in any process) pushes it over
   * MAX_STREAMS_PER_VIEWER. Resolves to an unsubscribe once the stream is counted.
   */
  subscribe(
    viewer: { sessionId: string; userId: string },
    subscriber: Subscriber,
  ): Promise<() => void>;
  /** Ends every open subscription and stops listening (graceful shutdown). */
  close(): Promise<void>;
}

const endedSchema = z.object({ streams: z.array(z.string()) });

/**
 * One LISTEN per process on the revocation and stream-ended channels, fanned out to the open
 * event streams of this process. Revocations come from the database trigger and stream ends
 * from `subscribe` in whichever process opened the newer stream, so both reach every process.
 */
export async function startSessionEvents(
  database: DatabaseHandle,
  logger: Logger,
): Promise<SessionEvents> {
  const { db } = database;
  const bySession = new Map<string, Set<Subscriber>>();
  // This process's open streams by their `event_stream` id.
  const streams = new Map<string, { sessionId: string; subscriber: Subscriber }>();

  /** Takes a stream off this process's lists; false when it was not on them any more. */
  const detach = (id: string) => {
    const stream = streams.get(id);
    if (!stream) return false;
    streams.delete(id);
    const ofSession = bySession.get(stream.sessionId);
    ofSession?.delete(stream.subscriber);
    if (ofSession?.size === 0) bySession.delete(stream.sessionId);
    return true;
  };
  /** Ends a stream of this process once, however many processes or notices say so. */
  const end = (id: string) => {
    const subscriber = streams.get(id)?.subscriber;
    if (subscriber && detach(id)) subscriber.onClose();
  };

  const dispatchRevoked = (payload: string) => {
    const parsed = parseNotification(notificationSchema, payload, logger);
    for (const revoked of parsed?.sessions ?? []) {
      const reason = revoked.sameDevice ? 'same-device' : 'other-device';
      for (const subscriber of bySession.get(revoked.sessionId) ?? []) {
        subscriber.onRevoked({ reason });
      }
    }
  };
  const dispatchEnded = (payload: string) => {
    const parsed = parseNotification(endedSchema, payload, logger);
    for (const id of parsed?.streams ?? []) end(id);
  };
  const channels = {
    [SESSION_REVOKED_CHANNEL]: dispatchRevoked,
    [STREAM_ENDED_CHANNEL]: dispatchEnded,
  };

  const stopListening = await listenToChannels(database, channels, logger);

  const forget = (id: string) => {
    db.delete(eventStream)
      .where(eq(eventStream.id, id))
      .catch((error: unknown) => logger.warn({ err: error }, 'forgetting an event stream failed'));
  };

  // Keeps this process's streams counted; a process that stops refreshing them is gone.
  const refresh = setInterval(() => {
    const ids = [...streams.keys()];
    if (ids.length === 0) return;
    db.update(eventStream)
      .set({ seenAt: sql`now()` })
      .where(inArray(eventStream.id, ids))
      .catch((error: unknown) => logger.warn({ err: error }, 'refreshing event streams failed'));
  }, STREAM_REFRESH_MS);
  refresh.unref();

  return {
    async subscribe({ sessionId, userId }, subscriber) {
      const id = randomUUID();
      // Registered before the row is counted, so a revocation meanwhile is not missed.
      const ofSession = bySession.get(sessionId) ?? new Set<Subscriber>();
      ofSession.add(subscriber);
      bySession.set(sessionId, ofSession);
      streams.set(id, { sessionId, subscriber });
      const unsubscribe = () => {
        if (detach(id)) forget(id);
      };
      let ended: string[];
      try {
        ended = await countStream(db, { id, sessionId, userId });
      } catch (error) {
        unsubscribe();
        throw error;
      }
      // The other processes hear it from the notification; this one ends its own at once.
      for (const endedId of ended) end(endedId);
      return unsubscribe;
    },
    async close() {
      clearInterval(refresh);
      const open = [...streams.keys()];
      for (const id of open) end(id);
      // Their rows go with this process; another process's next open of the user removes them
      // once they are stale if this delete does not get through.
      if (open.length > 0) {
        await db
          .delete(eventStream)
          .where(inArray(eventStream.id, open))
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'forgetting event streams failed'),
          );
      }
      await stopListening().catch((error: unknown) => {
        logger.warn({ err: error }, 'stopping the session listener failed');
      });
    },
  };
}

/**
 * Counts a new stream in `event_stream` and ends what it pushes over the limit: the user's
 * streams beyond the newest MAX_STREAMS_PER_VIEWER (a session's streams are among its user's,
 * so this bounds a session too) and rows a dead process left behind. The ended ids are
 * notified on commit to every process; returns them.
 */
async function countStream(
  db: Database,
  stream: { id: string; sessionId: string; userId: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // One user's opens take turns, so two processes never both count the same streams.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${stream.userId}))`);
    await tx.insert(eventStream).values(stream);
    const stale = sql`e.seen_at < now() - make_interval(secs => ${STALE_STREAM_SECONDS})`;
    const ended = await selectTypedRows(
      tx,
      z.object({ id: rowFields.text }),
      sql`delete from event_stream e
        where e.user_id = ${stream.userId} and (${stale} or e.id in (
          select id from event_stream
          where user_id = ${stream.userId}
            and seen_at >= now() - make_interval(secs => ${STALE_STREAM_SECONDS})
          order by opened_at desc, id desc
          offset ${MAX_STREAMS_PER_VIEWER}))
        returning e.id::text as "id"`,
    );
    const ids = ended.map((row) => row.id);
    if (ids.length > 0) {
      await tx.execute(
        sql`select pg_notify(${STREAM_ENDED_CHANNEL}, ${JSON.stringify({ streams: ids })})`,
      );
    }
    return ids;
  });
}

function parseNotification<T>(schema: z.ZodType<T>, payload: string, logger: Logger): T | null {
  try {
    return schema.parse(JSON.parse(payload));
  } catch (error) {
    logger.warn({ err: error }, 'ignored a malformed session notification');
    return null;
  }
}

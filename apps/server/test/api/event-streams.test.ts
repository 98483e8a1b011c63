import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createLogger } from '../../src/common/logger';
import { eventStream } from '../../src/db/schema';
import { MAX_STREAMS_PER_VIEWER, startSessionEvents } from '../../src/domain/session-events';
import { createTestApp, type TestApp } from '../helpers/app';
import { eventReader, signIn } from '../helpers/accounts';

/** A session, or a user, holds a few event streams at most (docs/security.md#event-streams). */
describe('event stream limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('ends the oldest stream of a session when it opens one too many', async () => {
    const known = await t.signUp();
    const open = async () => {
      const events = eventReader(
        await t.request('/api/events', { headers: { cookie: known.cookie } }),
      );
      expect((await events.next())?.event).toBe('ready');
      return events;
    };
    const streams = [];
    for (let index = 0; index < MAX_STREAMS_PER_VIEWER; index += 1) streams.push(await open());
    const newest = await open();
    // The oldest ends; the others are still open: each hears the sign-in elsewhere.
    expect(await streams[0]?.next()).toBeNull();
    await signIn(t, known.email, known.password, crypto.randomUUID());
    for (const events of [...streams.slice(1), newest]) {
      expect((await events.next())?.event).toBe('signed-out');
    }
  });

  it('counts a user’s streams across their sessions', async () => {
    const hub = await startSessionEvents(t.database.handle, createLogger('silent'));
    try {
      const closed: string[] = [];
      const userId = `user-${crypto.randomUUID()}`;
      const subscribe = (sessionId: string) =>
        hub.subscribe(
          { sessionId, userId },
          { onRevoked: () => undefined, onClose: () => closed.push(sessionId) },
        );
      for (let index = 0; index <= MAX_STREAMS_PER_VIEWER; index += 1) {
        await subscribe(`s${index}`);
      }
      expect(closed).toEqual(['s0']);
      await subscribe('another');
      expect(closed).toEqual(['s0', 's1']);
    } finally {
      await hub.close();
    }
  });

  it('does not count streams a process left behind when it died', async () => {
    const hub = await startSessionEvents(t.database.handle, createLogger('silent'));
    try {
      const userId = `user-${crypto.randomUUID()}`;
      // Rows of a process that stopped refreshing them two minutes ago.
      const leftBehind = Array.from({ length: MAX_STREAMS_PER_VIEWER }, () => ({
        id: crypto.randomUUID(),
        sessionId: 'gone',
        userId,
        seenAt: new Date(Date.now() - 120_000),
      }));
      await t.database.handle.db.insert(eventStream).values(leftBehind);
      const closed: number[] = [];
      for (let index = 0; index < MAX_STREAMS_PER_VIEWER; index += 1) {
        await hub.subscribe(
          { sessionId: 'live', userId },
          { onRevoked: () => undefined, onClose: () => closed.push(index) },
        );
      }
      expect(closed).toEqual([]);
      const rows = await t.database.handle.db
        .select({ sessionId: eventStream.sessionId })
        .from(eventStream)
        .where(eq(eventStream.userId, userId));
      expect(rows.map((row) => row.sessionId)).toEqual(['live', 'live', 'live']);
    } finally {
      await hub.close();
    }
  });

  it('forgets a stream once it ends', async () => {
    const known = await t.signUp();
    const events = eventReader(
      await t.request('/api/events', { headers: { cookie: known.cookie } }),
    );
    expect((await events.next())?.event).toBe('ready');
    const counted = () =>
      t.database.handle.db
        .select({ id: eventStream.id })
        .from(eventStream)
        .where(eq(eventStream.userId, known.userId));
    expect(await counted()).toHaveLength(1);
    await signIn(t, known.email, known.password, crypto.randomUUID());
    expect((await events.next())?.event).toBe('signed-out');
    await expect.poll(counted).toHaveLength(0);
  });
});

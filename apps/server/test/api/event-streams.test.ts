import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/common/logger';
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
      const subscribe = (sessionId: string) =>
        hub.subscribe(
          { sessionId, userId: 'one-user' },
          { onRevoked: () => undefined, onClose: () => closed.push(sessionId) },
        );
      for (let index = 0; index <= MAX_STREAMS_PER_VIEWER; index += 1) subscribe(`s${index}`);
      expect(closed).toEqual(['s0']);
      subscribe('another');
      expect(closed).toEqual(['s0', 's1']);
    } finally {
      await hub.close();
    }
  });
});

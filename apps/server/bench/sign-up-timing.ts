/**
 * `npm run bench:sign-up`: how long a sign-up answers for a new address and for a registered one
 * (unverified and verified), measured as an attacker who wants to tell them apart
 * would (docs/decisions/0065-sign-in-nobody-can-block.md). After warm-up sign-ups, the three
 * kinds take turns, so load on the machine falls on all of them alike; prints each kind's
 * quartiles and 90th percentile, and how often a registered answer was faster than the new one
 * of its turn (0.5 means the two cannot be told apart by time).
 * The app runs in this process (no port), on PGlite in memory or BENCH_DATABASE_URL's server.
 */
import { eq } from 'drizzle-orm';
import { quantileSorted } from 'simple-statistics';
import { createLogger } from '../src/common/logger';
import { openDatabase } from '../src/db/client';
import { user } from '../src/db/schema';
import { composeApp } from '../src/server';
import { benchAppConfig } from './signed-in-app';

const WARM_UP = 25;
const TURNS = Number(process.env.BENCH_SIGN_UP_TURNS ?? 60);
const PASSWORD = 'a bench password 123';
const KINDS = ['new', 'unverified', 'verified'] as const;

async function main() {
  // In memory on PGlite, or on the PostgreSQL server of BENCH_DATABASE_URL (an empty database).
  const handle = await openDatabase({
    url: process.env.BENCH_DATABASE_URL,
    statementTimeoutMs: 60_000,
  });
  await handle.migrate();
  const config = benchAppConfig();
  const { app, sessionEvents } = await composeApp(config, handle, createLogger('silent'));
  const signUp = async (email: string) => {
    const started = performance.now();
    const response = await app.request(
      `${config.baseUrl}/api/auth/sign-up/email`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: config.baseUrl },
        body: JSON.stringify({ email, password: PASSWORD, name: 'Bench User' }),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.7', remoteFamily: 'IPv4' } } },
    );
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
    return performance.now() - started;
  };
  const fresh = () => `bench-${crypto.randomUUID()}@example.com`;
  try {
    for (let index = 0; index < WARM_UP; index += 1) await signUp(fresh());
    const unverified = fresh();
    const verified = fresh();
    await signUp(unverified);
    await signUp(verified);
    await handle.db.update(user).set({ emailVerified: true }).where(eq(user.email, verified));

    const times: Record<(typeof KINDS)[number], number[]> = {
      new: [],
      unverified: [],
      verified: [],
    };
    let registeredFaster = 0;
    for (let turn = 0; turn < TURNS; turn += 1) {
      const newTime = await signUp(fresh());
      const unverifiedTime = await signUp(unverified);
      const verifiedTime = await signUp(verified);
      times.new.push(newTime);
      times.unverified.push(unverifiedTime);
      times.verified.push(verifiedTime);
      registeredFaster += (unverifiedTime < newTime ? 1 : 0) + (verifiedTime < newTime ? 1 : 0);
    }
    console.log(
      `sign-up answer times on ${handle.kind}, ${TURNS} turns, ms (after ${WARM_UP} warm-up sign-ups)`,
    );
    console.log('kind        p25     median  p75     p90');
    for (const kind of KINDS) {
      const sorted = [...times[kind]].sort((a, b) => a - b);
      const cells = [0.25, 0.5, 0.75, 0.9].map((p) => quantileSorted(sorted, p).toFixed(1));
      console.log(`${kind.padEnd(11)} ${cells.map((cell) => cell.padEnd(7)).join(' ')}`);
    }
    const share = registeredFaster / (2 * TURNS);
    console.log(
      `a registered address answered faster than the new one of its turn: ${share.toFixed(2)}`,
    );
  } finally {
    await sessionEvents.close();
    await handle.close();
  }
}

await main();

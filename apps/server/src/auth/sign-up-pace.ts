import { setTimeout as wait } from 'node:timers/promises';
import { signUpPassword } from './address-proof';

/** The share of recent new-address sign-ups that every sign-up answer waits for. */
const PACE_QUANTILE = 0.9;

/**
 * How long this process's recent sign-ups for new addresses took, so that every sign-up, for a
 * new or a registered address, answers no sooner than most of them did
 * (docs/decisions/0065-sign-in-nobody-can-block.md). Both hash once and mail once; only the new
 * address's writes (user, account, link binding) are left to pad. Padding both kinds to one upper
 * quantile leaves them apart only in the slowest tenth, where a new address's writes were slow.
 */
export class SignUpPace {
  private readonly recent: number[] = [];

  constructor(private readonly remembered = 21) {}

  /** A sign-up for a new address took `ms` before it answered. */
  recordNew(ms: number): void {
    this.recent.push(ms);
    if (this.recent.length > this.remembered) this.recent.shift();
  }

  /** How much longer a sign-up, `elapsedMs` in, waits to answer. */
  remainingFor(elapsedMs: number): number {
    if (this.recent.length === 0) return 0;
    const sorted = [...this.recent].sort((a, b) => a - b);
    const index = Math.min(sorted.length - 1, Math.floor(sorted.length * PACE_QUANTILE));
    return Math.max(0, (sorted[index] ?? 0) - elapsedMs);
  }
}

const pace = new SignUpPace();

/**
 * Runs a sign-up (`answer`, better-auth's handler) with its password at hand for the hooks, and
 * answers, for a new address as for a registered one, once the pace's time has passed.
 */
export async function pacedSignUp(
  password: string,
  answer: () => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  const store: { password: string; registeredAddress?: boolean } = { password };
  const response = await signUpPassword.run(store, answer);
  const elapsed = performance.now() - started;
  const remaining = pace.remainingFor(elapsed);
  if (!store.registeredAddress && response.ok) pace.recordNew(elapsed);
  await wait(remaining);
  return response;
}

import { setTimeout as wait } from 'node:timers/promises';
import { signUpPassword } from './address-proof';

/**
 * How long this process's recent sign-ups for new addresses took, so that one for a registered
 * address answers no sooner (docs/decisions/0065-sign-in-nobody-can-block.md). Both hash once and
 * mail once; only the new address's writes (user, account, link binding) are left to pad.
 */
export class SignUpPace {
  private readonly recent: number[] = [];

  constructor(private readonly remembered = 21) {}

  /** A sign-up for a new address took `ms`. */
  recordNew(ms: number): void {
    this.recent.push(ms);
    if (this.recent.length > this.remembered) this.recent.shift();
  }

  /** How much longer a sign-up for a registered address, `elapsedMs` in, waits to answer. */
  remainingFor(elapsedMs: number): number {
    if (this.recent.length === 0) return 0;
    const sorted = [...this.recent].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    return Math.max(0, median - elapsedMs);
  }
}

const pace = new SignUpPace();

/**
 * Runs a sign-up (`answer`, better-auth's handler) with its password at hand for the hooks, and
 * answers for a registered address no sooner than a new address's sign-up typically does.
 */
export async function pacedSignUp(
  password: string,
  answer: () => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  const store: { password: string; registeredAddress?: boolean } = { password };
  const response = await signUpPassword.run(store, answer);
  const elapsed = performance.now() - started;
  if (store.registeredAddress) await wait(pace.remainingFor(elapsed));
  else if (response.ok) pace.recordNew(elapsed);
  return response;
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyUserCommand } from '../../src/cli/admin-commands/verify-user';
import { runCommand, UsageError } from '../../src/cli/command-line';
import { createTestApp, type TestApp } from '../helpers/app';
import { PASSWORD, json, signIn } from '../helpers/accounts';
import { commandContext } from '../helpers/commands';

describe('npm run admin -- verify-user', () => {
  let t: TestApp;
  let printed: string[];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.dispose();
  });

  const run = (args: string[]) => {
    printed = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    return runCommand(verifyUserCommand, args, commandContext(t));
  };

  it('lets a user who signed up but never got the mail sign in', async () => {
    const email = `unconfirmed-${crypto.randomUUID()}@example.com`;
    const signUp = await t.request(
      '/api/auth/sign-up/email',
      json({ email, password: PASSWORD, name: 'Asha' }),
    );
    expect(signUp.status).toBe(200);
    expect((await signIn(t, email, PASSWORD)).status).toBe(403);

    await run(['--email', email.toUpperCase()]);
    expect(printed.join('\n')).toMatch(/Confirmed .* they can sign in now/);
    expect((await signIn(t, email, PASSWORD)).status).toBe(200);

    await run(['--email', email]);
    expect(printed.join('\n')).toMatch(/was already confirmed/);
  });

  it.each([
    [[], /--email is required/],
    [['--email', 'nobody@example.com'], /No user has the email nobody@example.com/],
    [['--mail', 'x@example.com'], /Unknown option/],
  ])('refuses %j with a usage error', async (args, message) => {
    await expect(run(args)).rejects.toThrow(UsageError);
    await expect(run(args)).rejects.toThrow(message);
  });
});

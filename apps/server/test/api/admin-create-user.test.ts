import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserCommand } from '../../src/cli/admin-commands/create-user';
import { runCommand, UsageError } from '../../src/cli/command-line';
import { userPackage } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { commandContext } from '../helpers/commands';

describe('npm run admin -- create-user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.dispose();
  });

  const run = (args: string[]) => runCommand(createUserCommand, args, commandContext(t));

  it('creates a verified admin with a package who can sign in at once', async () => {
    const email = `Admin-${crypto.randomUUID()}@Example.com`;
    await run(['--email', email, '--password', 'operator password', '--name', 'Ops']);
    await run([
      '--email',
      `pkg-${email}`,
      '--password',
      'operator password',
      '--admin',
      '--package',
      'pg',
      '--verified',
    ]);
    const response = await signIn(t, `pkg-${email}`.toLowerCase(), 'operator password');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const me = (await (await t.request('/api/me', { headers: { cookie } })).json()) as {
      roles: string[];
      entitlement: { demo: boolean; package: string };
    };
    expect(me.roles).toEqual(['admin']);
    expect(me.entitlement).toMatchObject({ demo: false, package: 'pg' });
    const packages = await t.database.handle.db
      .select()
      .from(userPackage)
      .where(eq(userPackage.packageId, 'pg'));
    expect(packages).toHaveLength(1);

    // Without --verified the user must confirm their email first.
    expect((await signIn(t, email.toLowerCase(), 'operator password')).status).toBe(403);
  });

  it.each([
    [['--email', 'x@example.com'], /password/],
    [['--email', 'not-an-email', '--password', 'operator password'], /valid email/],
    [['--email', 'y@example.com', '--password', 'short'], /at least 8/],
    [
      ['--email', 'z@example.com', '--password', 'operator password', '--package', 'md'],
      /ug or pg/,
    ],
    [['--emial', 'z@example.com'], /Unknown option/],
  ])('refuses %j with a usage error', async (args, message) => {
    await expect(run(args)).rejects.toThrow(UsageError);
    await expect(run(args)).rejects.toThrow(message);
  });

  it('refuses an email that is taken', async () => {
    const email = `taken-${crypto.randomUUID()}@example.com`;
    await run(['--email', email, '--password', 'operator password']);
    await expect(run(['--email', email, '--password', 'operator password'])).rejects.toThrow(
      /already exists/,
    );
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../helpers/commands';

// The real entry point as an operator runs it: configuration errors, first start, shutdown.
const entry = path.resolve('apps/server/src/main.ts');
const adminEntry = path.resolve('apps/server/src/cli/admin.ts');

/** `npm run admin -- ...` on a data folder: its exit code and what it printed. */
const runAdmin = (dataDir: string, args: string[]) =>
  runCommand(adminEntry, args, { DATA_DIR: dataDir });

function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe('the server process', () => {
  it('refuses a bad variable with a message naming it', async () => {
    const { child, output } = startProcess({ PORT: 'eighty' });
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(output()).toMatch(/Invalid configuration:\s+PORT:/);
  });

  it('starts with no configuration, keeps its generated secret, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seatscope-process-'));
    const publicUrl = 'http://seatscope.test';
    const { child, output } = startProcess({
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'development',
      FIRST_START_DATA: 'demo',
      DEMO_SCALE: '1000',
      // The public URL names the site in links and is the Origin sign-up must come from.
      BETTER_AUTH_URL: publicUrl,
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (/SeatScope listening on http:\/\/localhost:(\d+)/.test(output())) {
          clearInterval(timer);
          resolve();
        }
      }, 50);
      child.once('exit', () => {
        clearInterval(timer);
        reject(new Error(`server exited early:\n${output()}`));
      });
    });
    const port = Number(/listening on http:\/\/localhost:(\d+)/.exec(output())?.[1]);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });

    const secretsFile = path.join(dataDir, 'secrets.json');
    expect(existsSync(secretsFile)).toBe(true);
    const secret = readFileSync(secretsFile, 'utf8');
    expect(output()).not.toContain(JSON.parse(secret).authSecret);

    // Without SMTP_URL, sign-up's confirmation link is printed to the server's log
    // (docs/decisions/0028-mail-and-embedded-database-lock.md).
    expect(output()).toMatch(/no SMTP_URL set.*links are printed to this log/);
    const email = `process-${crypto.randomUUID()}@example.com`;
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl },
      body: JSON.stringify({ email, password: 'correct horse battery staple', name: 'Asha' }),
    });
    expect(signUp.status).toBe(200);
    // The child's log reaches this process a little after the answer does.
    await expect
      .poll(output, { timeout: 15_000 })
      .toMatch(
        new RegExp(`for ${email}; open this link: ${publicUrl}/api/auth/verify-email\\?token=`),
      );

    // The embedded database belongs to the running server: the CLI stops and says so.
    const refused = await runAdmin(dataDir, ['verify-user', '--email', email]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      new RegExp(`in use by another SeatScope process \\(pid ${child.pid}`),
    );
    expect(refused.output).not.toMatch(/Confirmed/);

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    await expect.poll(output, { timeout: 15_000 }).toMatch(/stopped/);

    // Once the server has stopped, the command runs on the same database.
    const confirmed = await runAdmin(dataDir, ['verify-user', '--email', email]);
    expect(confirmed.output).toMatch(/Confirmed .* they can sign in now/);
    expect(confirmed.code).toBe(0);
  }, 180_000);
});

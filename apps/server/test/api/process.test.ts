import { spawn } from 'node:child_process';
import { mkdtempSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

// The real entry point as an operator runs it: configuration errors, first start, shutdown.
const entry = path.resolve('apps/server/src/main.ts');

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
    const { child, output } = startProcess({
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'development',
      FIRST_START_DATA: 'demo',
      DEMO_SCALE: '1000',
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

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    expect(output()).toMatch(/stopped/);
  }, 120_000);
});

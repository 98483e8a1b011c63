import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';

const run = promisify(execFile);

const freePort = () =>
  run(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).then(({ stdout }) => Number(stdout));

/**
 * A production server of a spec's own, on an empty data folder of its own, with the operator's
 * commands against that folder: for specs whose real imports would remove the demo data the
 * other specs read, or that need the embedded database to themselves between starts (an import
 * command, as an operator runs it with the server stopped).
 */
export interface OwnServer {
  /** The spec's temporary folder; the database is in its `data/`. */
  folder: string;
  baseURL: string;
  /** `npm run data` or `npm run admin` with these arguments, against this server's data folder. */
  command(script: 'data' | 'admin', args: string[]): Promise<{ stdout: string; stderr: string }>;
  /** Starts the server and waits until it answers its health check. */
  start(): Promise<void>;
  /** Stops the server, if it runs, and waits for it to exit. */
  stop(): Promise<void>;
  /** Stops the server and removes the folder. */
  dispose(): Promise<void>;
}

export async function ownServer(
  folderPrefix: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<OwnServer> {
  const folder = await mkdtemp(path.join(tmpdir(), folderPrefix));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: path.join(folder, 'data'),
    BETTER_AUTH_URL: baseURL,
    LOG_LEVEL: 'warn',
    FIRST_START_DATA: 'none',
    // Every test signs users up from 127.0.0.1; the limit itself is tested in the API suite.
    AUTH_RATE_LIMIT_MAX: '10000',
    ...extraEnv,
  };
  let server: ChildProcess | null = null;

  const stop = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  return {
    folder,
    baseURL,
    command: (script, args) =>
      run(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
        env,
      }),
    async start() {
      server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        env,
        stdio: 'ignore',
      });
      await expect
        .poll(
          () =>
            fetch(`${baseURL}/api/health`).then(
              (answer) => answer.status,
              () => 0,
            ),
          { timeout: 120_000 },
        )
        .toBe(200);
    },
    stop,
    async dispose() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

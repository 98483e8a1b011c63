import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { CommandContext } from '../../src/cli/command-line';
import type { TestApp } from './app';

/**
 * Runs one of the repository's commands (a TypeScript entry point, as `npm run` runs it) to its
 * end: its exit code and everything it printed. Only PATH and HOME are passed on, with `env`.
 */
export async function runCommand(
  entry: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

/** What a command's program gives it (cli/command-line.ts), over a test app's database. */
export const commandContext = (t: TestApp): CommandContext => ({
  config: t.config,
  database: () => Promise.resolve(t.database.handle),
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCommandLine, UsageError, withUsage } from './command-line';

const options = { year: { type: 'string' }, force: { type: 'boolean' } } as const;

const mistakeIn = (args: string[]) => {
  try {
    readCommandLine(args, options);
  } catch (error) {
    return error;
  }
  return null;
};

describe('readCommandLine', () => {
  it('reads the options a command takes, and --help', () => {
    expect(readCommandLine(['--year', '2024', '--force'], options).values).toEqual({
      year: '2024',
      force: true,
    });
    expect(readCommandLine(['-h'], options).values).toEqual({ help: true });
  });

  it('answers each mistake with one line an operator can act on', () => {
    const cases: [string[], string][] = [
      [['--id', 'x'], 'Unknown option --id.'],
      [['--year'], 'Option --year needs a value.'],
      [['--force=yes'], 'Option --force takes no value.'],
      [['extra'], 'Unexpected argument extra: this command takes options only.'],
    ];
    for (const [args, message] of cases) {
      const error = mistakeIn(args);
      expect(error).toBeInstanceOf(UsageError);
      expect(error).toHaveProperty('message', message);
    }
  });

  it("gives a mistake its command's usage, and leaves other failures as they are", async () => {
    await expect(
      withUsage('Usage: x', () => Promise.reject(new UsageError('Bad.'))),
    ).rejects.toMatchObject({ message: 'Bad.', usage: 'Usage: x' });
    const failure = new Error('disk full');
    await expect(withUsage('Usage: x', () => Promise.reject(failure))).rejects.toBe(failure);
  });
});

/** Runs a command of the repository as `npm run` would: its exit status and all it printed. */
async function run(entry: string, args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, entry), ...args],
    {
      // No database is opened for a mistake in the command line or for --help.
      env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent/seatscope', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, stdout, stderr };
}

// Each case starts a Node process with tsx: seconds each on a busy 2-core machine.
describe('the commands, as an operator meets them', { timeout: 120_000 }, () => {
  it('answer a mistake with one line and the usage, status 2, never a stack trace', async () => {
    const mistakes: [string, string[], string][] = [
      ['data.ts', ['add-counselling', '--id', 'x'], '--id: id must be 3 to 60 characters'],
      [
        'data.ts',
        ['import', 'mcc-allotments', 'x.json', '--yeer', '2024'],
        'Unknown option --yeer.',
      ],
      [
        'data.ts',
        ['import', 'mcc-allotments', 'x.json', '--year', 'last'],
        '--year: a year such as 2025',
      ],
      ['data.ts', ['demo', '--scale'], 'Option --scale needs a value.'],
      ['data.ts', ['status', '--jsn'], 'Unknown option --jsn.'],
      ['data.ts', ['update-bundle', '--dryrun'], 'Unknown option --dryrun.'],
      ['data.ts', ['import', 'hospital-ratings', 'x.json'], 'Unknown kind "hospital-ratings".'],
      ['admin.ts', ['add-counselling'], 'Unknown command "add-counselling".'],
      ['admin.ts', ['backup'], 'Name the backup file.'],
      ['admin.ts', ['restore', 'a.gz', 'b.gz'], 'One file only, not also b.gz.'],
      ['admin.ts', ['backup', 'a.gz', '--gzip'], 'Unknown option --gzip.'],
      [
        'backtest.ts',
        ['--counselling', 'mcc-neet-pg', '--target-year', 'next'],
        '--target-year: a year such as 2024',
      ],
    ];
    const results = await Promise.all(mistakes.map(([entry, args]) => run(entry, args)));
    for (const [index, [, args, line]] of mistakes.entries()) {
      const { code, stdout, stderr } = results[index] ?? { code: -1, stdout: '', stderr: '' };
      expect({ args, code, first: stderr.split('\n')[0] }).toEqual({ args, code: 2, first: line });
      expect(stderr).toMatch(/\n\nUsage:/);
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(stdout).toBe('');
    }
  });

  it('print the usage of each command for --help, status 0', async () => {
    const helps: [string, string[], RegExp][] = [
      ['data.ts', ['--help'], /npm run data -- bundle/],
      ['data.ts', ['import', '--help'], /^Usage:\n {2}npm run data -- import <kind>/],
      ['data.ts', ['status', '--help'], /^Usage:\n {2}npm run data -- status \[--json\]/],
      [
        'data.ts',
        ['update-bundle', '--help'],
        /^Usage:\n {2}npm run data -- update-bundle \[--dry-run\] \[--json\] \[--from FOLDER\]/,
      ],
      ['admin.ts', ['create-user', '-h'], /^Usage: npm run admin -- create-user --email E/],
      ['admin.ts', ['restore', '--help'], /^Usage: npm run admin -- restore FILE/],
      ['backtest.ts', ['--help'], /npm run backtest -- --counselling ID/],
    ];
    const results = await Promise.all(helps.map(([entry, args]) => run(entry, args)));
    for (const [index, [, args, usage]] of helps.entries()) {
      const { code, stdout } = results[index] ?? { code: -1, stdout: '' };
      expect({ args, code }).toEqual({ args, code: 0 });
      expect(stdout).toMatch(usage);
    }
  });
});

import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { ZodError } from 'zod';
import { failureMessage } from './failure-message';

/**
 * How the repository's commands (`npm run data`, `admin`, `backtest`) read their command line
 * and answer mistakes in it (docs/operations.md#commands): one line saying what is wrong, then
 * the usage, exit status 2; never a stack trace. `--help` (or `-h`) prints the usage, status 0.
 */

/** The options a command takes, as node:util's parseArgs describes them. */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** A mistake in the command line: printed with the usage (its command's, if given), status 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage?: string,
  ) {
    super(message);
  }
}

/** Runs `read`; a UsageError from it is shown with `usage`, the usage of the command it reads. */
export async function withUsage<Result>(
  usage: string,
  read: () => Promise<Result>,
): Promise<Result> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UsageError && error.usage === undefined) {
      throw new UsageError(error.message, usage);
    }
    throw error;
  }
}

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** Node's parse errors, in a line an operator can act on. */
function parseMistake(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? error.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[^']+)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option ${option ?? message}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    const name = option.split(' ')[0] ?? option;
    return message.includes('does not take')
      ? `Option ${name} takes no value.`
      : `Option ${name} needs a value.`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return `Unexpected argument ${/'([^']+)'/.exec(message)?.[1] ?? ''}: this command takes options only.`;
  }
  return message;
}

/**
 * The options and positionals of `args`, strictly: an option the command does not take, or one
 * without its value, is a UsageError. Every command also takes `--help` / `-h`.
 */
export function readCommandLine<Options extends CommandOptions>(
  args: readonly string[],
  options: Options,
  { positionals = false }: { positionals?: boolean } = {},
) {
  try {
    return parseArgs({
      args: [...args],
      options: { ...options, ...HELP },
      allowPositionals: positionals,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(parseMistake(error));
  }
}

/** A zod error about options, one line per option: "--year: Expected a number". */
export function optionMistakes(error: ZodError): string {
  return error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n');
}

/**
 * Runs a command's `main` and exits with its status: a UsageError prints its line and `usage`
 * (status 2), another failure prints what the operator can act on (status 1).
 */
export function runCommandLine(main: () => Promise<number>, usage: () => string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${error.usage ?? usage()}`);
        process.exit(2);
      }
      console.error(failureMessage(error));
      process.exit(1);
    },
  );
}

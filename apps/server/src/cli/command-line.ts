import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z, type ZodError } from 'zod';
import { loadConfig, type AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
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

/** What a command is given besides its command line. */
export interface CommandContext {
  /** The configuration, read once the command line has been checked. */
  config: AppConfig;
  /** The configured database, opened and migrated on the first call; closed when the command ends. */
  database(): Promise<DatabaseHandle>;
}

/** A command's options: one zod field per option; a boolean field is a flag, any other a value. */
type OptionsSchema = z.ZodObject;

/** One command of a program (`npm run data -- <name> ...`, `npm run admin -- <name> ...`). */
export interface Command<Options extends OptionsSchema = OptionsSchema> {
  name: string;
  /** Its usage line(s), shown by `<command> --help`, in the program's usage and after a mistake. */
  usage: string;
  /** The options it takes, checked before it runs: a failure is a mistake, one line an option. */
  options: Options;
  /** Whether it takes names (a kind, files) after its name; else options only. */
  positionals?: boolean;
  /** Runs with its checked options and answers the exit status; throws UsageError on bad input. */
  run(
    input: { options: z.output<Options>; positionals: string[] },
    context: CommandContext,
  ): Promise<number>;
}

/** A command with its options' type worked out from its schema. */
export const defineCommand = <Options extends OptionsSchema>(command: Command<Options>) => command;

/** A program's commands and how it names them and opens its database. */
export interface CommandProgram {
  commands: readonly Command[];
  /** The usage of every command, printed for `--help` and after a mistake no command owns. */
  usage: string;
  /** The usage of one command, as `<command> --help` prints it. */
  usageOf(command: Command): string;
  openDatabase(config: AppConfig): Promise<DatabaseHandle>;
}

/** How parseArgs reads a schema's field: a boolean is a flag, anything else takes a value. */
function optionType(field: z.core.$ZodType): 'string' | 'boolean' {
  let inner = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap();
  return inner instanceof z.ZodBoolean ? 'boolean' : 'string';
}

/** The command's options and names after them from `args`, checked; null when --help is asked. */
export function readCommandInput<Options extends OptionsSchema>(
  command: Command<Options>,
  args: readonly string[],
): { options: z.output<Options>; positionals: string[] } | null {
  const flags: CommandOptions = Object.fromEntries(
    Object.entries(command.options.shape).map(([name, field]) => [
      name,
      { type: optionType(field) },
    ]),
  );
  const { values, positionals } = readCommandLine(args, flags, {
    positionals: command.positionals === true,
  });
  if (values.help === true) return null;
  const options = command.options.safeParse(values);
  if (!options.success) throw new UsageError(optionMistakes(options.error));
  return { options: options.data, positionals };
}

/** Reads `args` for `command` and runs it in `context`, as its program would (tests call it). */
export async function runCommand<Options extends OptionsSchema>(
  command: Command<Options>,
  args: readonly string[],
  context: CommandContext,
): Promise<number> {
  const input = readCommandInput(command, args);
  if (input === null) {
    console.log(command.usage);
    return 0;
  }
  return command.run(input, context);
}

/** The database `open` gives, migrated; closed again if the migration fails. */
async function openMigrated(open: Promise<DatabaseHandle>): Promise<DatabaseHandle> {
  const database = await open;
  try {
    await database.migrate();
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Finds the command named first in `argv`, checks its command line and runs it. */
async function dispatch(program: CommandProgram, argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) throw new UsageError('Name a command.');
  if (name === 'help' || name === '--help' || name === '-h') {
    console.log(program.usage);
    return 0;
  }
  const command = program.commands.find((candidate) => candidate.name === name);
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  const usage = program.usageOf(command);
  return withUsage(usage, async () => {
    const input = readCommandInput(command, args);
    if (input === null) {
      console.log(usage);
      return 0;
    }
    const config = loadConfig();
    let opened: Promise<DatabaseHandle> | undefined;
    const database = () => (opened ??= openMigrated(program.openDatabase(config)));
    try {
      return await command.run(input, { config, database });
    } finally {
      await opened?.then(
        (handle) => handle.close(),
        () => undefined,
      );
    }
  });
}

/** Runs the program on this process's command line and exits with the command's status. */
export function runProgram(program: CommandProgram): void {
  runCommandLine(
    () => dispatch(program, process.argv.slice(2)),
    () => program.usage,
  );
}

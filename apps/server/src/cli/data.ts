import path from 'node:path';
import { openDatabase } from '../db/client';
import { runProgram } from './command-line';
import { dataCommands } from './data-commands';

/** Commands run for minutes on large inputs: no per-statement limit here. */
const CLI_STATEMENT_TIMEOUT_MS = 3_600_000;

// `npm run data -- <command> ...`: imports, demo data and the bundle. Thin: parse, call, report.
// Mistakes in the command line answer one line and the usage (docs/operations.md#commands).
runProgram({
  commands: dataCommands,
  usage: `Usage:\n${dataCommands
    .map((command) => `  ${command.usage}`)
    .join('\n')}\n  npm run data -- <command> --help`,
  usageOf: (command) => `Usage:\n  ${command.usage}`,
  openDatabase: (config) =>
    openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pglite'),
      statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
    }),
});

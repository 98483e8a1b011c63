import { openConfiguredDatabase } from '../db/open-from-config';
import { adminCommands } from './admin-commands';
import { runProgram } from './command-line';

// `npm run admin -- <command> [options]`: operator commands on the configured database.
// Mistakes in the command line answer one line and the usage (docs/operations.md#commands).
runProgram({
  commands: adminCommands,
  usage: `Usage: npm run admin -- <command> [options]\n\nCommands:\n${adminCommands
    .map((command) => `  ${command.usage}`)
    .join('\n')}\n  <command> --help`,
  usageOf: (command) => `Usage: npm run admin -- ${command.usage}`,
  openDatabase: openConfiguredDatabase,
});

import { loadConfig } from '../config/env';
import { openConfiguredDatabase } from '../db/open-from-config';
import { adminCommands } from './admin-commands';
import { runCommandLine, UsageError, withUsage } from './command-line';

// `npm run admin -- <command> [options]`: operator commands on the configured database.
// Mistakes in the command line answer one line and the usage (docs/operations.md#commands).
const USAGE = `Usage: npm run admin -- <command> [options]\n\nCommands:\n${adminCommands
  .map((command) => `  ${command.usage}`)
  .join('\n')}\n  <command> --help`;

async function main([name, ...args]: string[]): Promise<number> {
  if (name === undefined) throw new UsageError('Name a command.');
  if (name === 'help' || name === '--help' || name === '-h') {
    console.log(USAGE);
    return 0;
  }
  const command = adminCommands.find((candidate) => candidate.name === name);
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  const usage = `Usage: npm run admin -- ${command.usage}`;
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  if (command.opensDatabase) {
    await withUsage(usage, () => command.run(args, { loadConfig }));
    return 0;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await withUsage(usage, () => command.run(args, { config, database }));
    return 0;
  } finally {
    await database.close();
  }
}

runCommandLine(
  () => main(process.argv.slice(2)),
  () => USAGE,
);

import { loadConfig } from '../config/env';
import { failureMessage } from './failure-message';
import { openConfiguredDatabase } from '../db/open-from-config';
import { adminCommands } from './admin-commands';
import { AdminUsageError } from './admin-commands/types';

// `npm run admin -- <command> [options]`: operator commands on the configured database.
function printUsage() {
  console.log('Usage: npm run admin -- <command> [options]\n\nCommands:');
  for (const command of adminCommands) console.log(`  ${command.usage}`);
}

const [name, ...args] = process.argv.slice(2);
const command = adminCommands.find((candidate) => candidate.name === name);
if (!command) {
  if (name && name !== 'help') console.error(`Unknown command: ${name}\n`);
  printUsage();
  process.exit(name && name !== 'help' ? 2 : 0);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await command.run(args, { config, database });
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof AdminUsageError) {
    console.error(`${error.message}\nUsage: npm run admin -- ${command.usage}`);
    process.exit(2);
  }
  console.error(failureMessage(error));
  process.exit(1);
}

import { loadConfig } from '../config/env';
import { failureMessage } from './failure-message';
import { openConfiguredDatabase } from '../db/open-from-config';

// `npm run db:migrate`: applies the committed SQL migrations to the configured database.
try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(failureMessage(error));
  process.exit(1);
}

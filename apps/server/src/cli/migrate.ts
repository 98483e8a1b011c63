import { ConfigError, loadConfig } from '../config/env';
import { openConfiguredDatabase } from '../db/open-from-config';

// `npm run db:migrate`: applies the committed SQL migrations to the configured database.
try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

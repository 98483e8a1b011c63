import type { AppConfig } from '../config/env';
import type { Logger } from '../http/logger';
import type { DatabaseHandle } from './client';

/**
 * Brings a database to the state the app needs: migrations applied, then first-start seeding.
 * Seeding steps are added by the features that own them (demo data, price catalogue).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  _config: AppConfig,
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  await database.migrate();
  logger.info({ ms: Math.round(performance.now() - started) }, 'database migrated');
}

import type { Logger } from '../common/logger';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { databaseIsEmpty, seedDemoData } from './demo/seed';

/**
 * Brings a database to the state the app needs: migrations applied, then first-start seeding.
 * Seeding steps are added by the features that own them (demo data, price catalogue).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: AppConfig,
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  await database.migrate();
  logger.info({ ms: Math.round(performance.now() - started) }, 'database migrated');
  if (await databaseIsEmpty(database.db)) {
    const seeding = performance.now();
    const result = await seedDemoData(database.db, { allotments: config.DEMO_SCALE });
    logger.info(
      { ...result, ms: Math.round(performance.now() - seeding) },
      'empty database: demo data loaded',
    );
  }
}

import type { Logger } from '../common/logger';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { loadBundle } from './bundle';
import { databaseIsEmpty, seedDemoData } from './demo/seed';

/**
 * Brings a database to the state the app needs: migrations applied, then, on a database whose
 * data tables are empty (whether or not users exist), the real data bundled in the repository
 * (docs/decisions/0033-real-data-bundle.md). Generated data only when FIRST_START_DATA asks.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: AppConfig,
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  await database.migrate();
  logger.info({ ms: Math.round(performance.now() - started) }, 'database migrated');
  if (config.FIRST_START_DATA === 'none' || !(await databaseIsEmpty(database.db))) return;

  const loading = performance.now();
  if (config.FIRST_START_DATA === 'demo') {
    const result = await seedDemoData(database.db, { allotments: config.DEMO_SCALE });
    logger.info(
      { ...result, ms: Math.round(performance.now() - loading) },
      'empty database: generated demo data loaded, as FIRST_START_DATA asked',
    );
    return;
  }
  logger.info('empty database: loading the real data bundled in the repository');
  // Minutes of bulk inserts and a VACUUM: past the request timeouts of the server's handle.
  const manifest = await database.withoutTimeouts((db) =>
    loadBundle(db, undefined, (progress) =>
      logger.info(
        `  loading ${progress.tableIndex + 1}/${progress.tables}: ${progress.table} (${progress.rows} rows)`,
      ),
    ),
  );
  logger.info(
    {
      rows: Object.values(manifest.tables).reduce((sum, rows) => sum + rows, 0),
      ms: Math.round(performance.now() - loading),
    },
    'real data loaded',
  );
}

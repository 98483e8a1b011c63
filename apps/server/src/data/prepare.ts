import type { Logger } from '../common/logger';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { bundleIdentity, loadBundle, loadedBundleIdentity } from './bundle';
import { updateFromBundle } from './bundle-update';
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
  if (config.FIRST_START_DATA === 'none') return;
  if (!(await databaseIsEmpty(database.db))) {
    await updateBundleIfNewer(database, config, logger);
    return;
  }

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

/**
 * A newer release's bundle over the one this installation loaded: applied in one transaction,
 * keeping accounts, purchases, choice lists and lists imported by hand
 * (docs/decisions/0076-upgrades-keep-everything.md). Data that did not come from a bundle
 * (imported by hand, or generated) is left alone.
 */
async function updateBundleIfNewer(
  database: DatabaseHandle,
  config: AppConfig,
  logger: Logger,
): Promise<void> {
  if (config.FIRST_START_DATA !== 'bundle') return;
  const loaded = await loadedBundleIdentity(database.db);
  if (loaded === null || loaded === (await bundleIdentity())) return;
  const started = performance.now();
  logger.info('the bundled data is newer than the data loaded: updating it');
  const { plan, optionsNoLongerOffered, announcedRounds } = await database.withoutTimeouts((db) =>
    updateFromBundle(db, undefined, (step) => {
      if (step.phase === 'deriving') logger.info(`  deriving ${step.counselling}`);
    }),
  );
  logger.info(
    {
      lists: plan.lists.length,
      institutes: plan.institutes,
      courses: plan.courses,
      keptByHand: plan.keptByHand.length,
      optionsNoLongerOffered,
      // Rounds whose results are news to choice-list holders: notified, mailed after the start.
      announcedRounds: announcedRounds.length,
      ms: Math.round(performance.now() - started),
    },
    'bundled data updated',
  );
}

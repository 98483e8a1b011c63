import { DATA_SCREENS, tableQuerySchema, type DataScreen } from '@seatscope/shared';
import { afterPendingIo } from '../common/event-loop';
import type { Logger } from '../common/logger';
import type { DatabaseHandle } from '../db/client';
import { listenToChannels } from '../db/listen';
import { listCatalogue } from './catalogue';
import {
  dataVersion,
  getTablePage,
  listCounsellings,
  loadFacets,
  withDataVersion,
} from './data-screens';
import { warmPredictions } from './predictions';
import { getStats } from './stats';

/** The channel the data-version trigger notifies at each commit (migration 0020). */
const DATA_CHANGED_CHANNEL = 'data_changed';

export interface DataWarmer {
  /** Resolves once the data as of now (or newer) is warm. */
  untilWarm(): Promise<void>;
  /** Stops listening and waits for a warm in progress. */
  close(): Promise<void>;
}

const defaultQuery = (screen: DataScreen, counselling: string) =>
  tableQuerySchema(screen).parse({ counselling });

/**
 * Fills the read caches for the data version of now: what the first visitor of each screen
 * would otherwise wait for (exact totals, filter options, the demo sample, the fitted DeepScan
 * model, the landing page's counts). The answers themselves are not made here: with these
 * read, a default page is one indexed query.
 */
async function warmVersion(handle: DatabaseHandle, version: string, logger: Logger): Promise<void> {
  const { db } = handle;
  const screens = await Promise.all(
    DATA_SCREENS.map(async (screen) => ({
      screen,
      counsellings: await listCounsellings(db, screen),
    })),
  );
  // Most asked first: what a package holder's screens open with, then the landing page's
  // counts, then the demo samples.
  const screenSteps: (() => Promise<unknown>)[] = [];
  for (const { screen, counsellings } of screens) {
    for (const { id } of counsellings) {
      screenSteps.push(() => getTablePage(db, screen, defaultQuery(screen, id), false));
      screenSteps.push(() => loadFacets(db, screen, id));
    }
  }
  screenSteps.push(
    () => getStats(db),
    () => listCatalogue(db),
  );
  for (const { screen, counsellings } of screens) {
    for (const { id } of counsellings) {
      screenSteps.push(() => getTablePage(db, screen, defaultQuery(screen, id), true));
    }
  }
  // DeepScan beside them from the start, not after them: its tables are read from the stored
  // fits or fitted in the server's own process (seconds each at a million allotments), while the
  // screens' steps wait on the database (docs/decisions/0089-fits-kept-per-data-version.md).
  const deepScanSteps = (
    screens.find(({ screen }) => screen === 'cutoffs')?.counsellings ?? []
  ).map(({ id }) => async () => {
    const started = performance.now();
    const from = await warmPredictions(db, id);
    if (from === null) return;
    logger.info(
      { counselling: id, dataVersion: version, from, ms: Math.round(performance.now() - started) },
      'DeepScan warm',
    );
  });
  const run = async (steps: (() => Promise<unknown>)[]) => {
    for (const step of steps) {
      // Requests go first: an embedded database answers without I/O, so a chain of its queries
      // would otherwise never give the event loop back.
      await afterPendingIo();
      await withDataVersion(version, step);
    }
  };
  await Promise.all([run(screenSteps), run(deepScanSteps)]);
}

/**
 * Warms the read caches at start and after every data change any process commits (the
 * trigger's NOTIFY), so the first request after an import or a demo load is served like any
 * other (docs/decisions/0044-throughput.md). Changes that arrive while a warm runs are taken
 * together by one more warm; a failed warm is logged and leaves the caches to fill on demand.
 */
export async function startDataWarmer(handle: DatabaseHandle, logger: Logger): Promise<DataWarmer> {
  let closed = false;
  let pending = false;
  let running: Promise<void> | null = null;

  const warmUntilSettled = async () => {
    while (pending && !closed) {
      pending = false;
      const started = performance.now();
      try {
        const version = await dataVersion(handle.db);
        await warmVersion(handle, version, logger);
        logger.info(
          { dataVersion: version, ms: Math.round(performance.now() - started) },
          'read caches warm',
        );
      } catch (error) {
        if (!closed) logger.warn({ err: error }, 'warming the read caches failed');
      }
    }
    running = null;
  };

  const schedule = (): Promise<void> => {
    pending = true;
    running ??= warmUntilSettled();
    return running;
  };

  const stopListening = await listenToChannels(
    handle,
    { [DATA_CHANGED_CHANNEL]: () => void schedule() },
    logger,
  );
  // The first warm starts once the server has begun listening (the next turn of the loop).
  setImmediate(() => void schedule());

  return {
    untilWarm: () => schedule(),
    close: async () => {
      closed = true;
      await stopListening();
      await running;
    },
  };
}

import {
  cutoffDetailRowSchema,
  type CutoffDetailQuery,
  type CutoffDetailRow,
  type DataScreen,
  type ScreenPageTypes,
  type TableQuery,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { queryCutoffDetail } from './cutoffs';
import { SCREEN_READERS } from './screens';
import { dataVersion } from './read-cache';
import { DomainError } from '../../common/errors';
import { storedRoundsAskedFor } from '../../data/rounds';

export { listCounsellings, loadFacets, counsellingExists } from './facets';
export { dataVersion, readConsistently, withDataVersion } from './read-cache';

/**
 * The request's `round` and `list` filters as the stored rounds the queries filter on
 * (apps/server/src/data/rounds.ts); the rows come back with the round's own number and list.
 */
function storedRoundQuery(query: TableQuery): TableQuery {
  return { ...query, round: storedRoundsAskedFor(query.round, query.list), list: undefined };
}

/**
 * One page of a data screen with its exact total; `demo` limits it to the sample
 * (docs/product.md#demo-rule). The one entry the table route calls for every screen.
 */
export async function getTablePage<S extends DataScreen>(
  db: Database,
  screen: S,
  query: TableQuery,
  demo: boolean,
): Promise<ScreenPageTypes[S]> {
  const result = await SCREEN_READERS[screen].page(db, storedRoundQuery(query), demo);
  const page = {
    ...result,
    page: query.page,
    pageSize: query.pageSize,
    demo,
  };
  // Each screen's reader parsed its rows with the screen's own row schema (screens.ts).
  return page as ScreenPageTypes[S];
}

/** Null when a demo viewer asks for a cell outside the demo sample. */
export async function getCutoffDetail(
  db: Database,
  query: CutoffDetailQuery,
  demo: boolean,
): Promise<CutoffDetailRow[] | null> {
  const storedRounds = storedRoundsAskedFor([query.round], query.list ? [query.list] : []) ?? [];
  const result = await queryCutoffDetail(db, query, storedRounds, demo);
  return result.allowed ? result.rows.map((row) => cutoffDetailRowSchema.parse(row)) : null;
}

/** The data changed (an import landed) while an export was being read. */
class ExportDataChangedError extends DomainError {
  constructor() {
    super(
      'conflict',
      'data_changed',
      'The data changed while the export was being prepared (an import landed). Export again for the new data.',
    );
  }
}

/**
 * The current filtered result as CSV, in chunks (the header with the first batch, then a chunk
 * per batch); a demo viewer gets the sample only. The file is one version of the data: the data
 * version is read before the first batch and after each one, and a change ends the export with
 * ExportDataChangedError rather than mix rows of two versions. The version only grows, so
 * every batch read between two equal readings saw that same version
 * (docs/decisions/0067-exports-of-any-size.md).
 */
export async function* exportCsv(
  db: Database,
  screen: DataScreen,
  query: TableQuery,
  demo: boolean,
): AsyncGenerator<string> {
  const version = await dataVersion(db);
  let first = true;
  const batches = SCREEN_READERS[screen].csvBatches(db, storedRoundQuery(query), demo);
  for await (const { header, lines } of batches) {
    if ((await dataVersion(db)) !== version) throw new ExportDataChangedError();
    yield first ? header + lines : lines;
    first = false;
  }
}

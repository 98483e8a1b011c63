import { sql } from 'drizzle-orm';
import {
  IMPORT_RUN_REASONS,
  type DataStatus,
  type ImportRunPage,
  type ImportRunRow,
  type LiveList,
  type LiveListKind,
} from '@seatscope/shared';
import type { Database } from '../db/client';
import { z } from 'zod';
import { rowFields, selectTypedRows } from '../db/rows';
import { BUNDLE_RUN_KIND } from '../data/bundle';
import { counsellingById } from '../data/counsellings';
import { listKindOfRoundSql, listOfRound, roundLabel } from '../data/rounds';

// What is live, for the admin (docs/decisions/0072-what-is-live.md): the bundled release a first
// start loaded, and each round list the data holds with the import runs it came from. Read from
// `import_run` and the rows that point at it: a re-import deletes the run it replaces with its
// rows, so every run still stored is live.

/** A timestamp as the driver gives it (a Date, or text on some paths), in ISO 8601. */
const isoOf = (value: unknown): string =>
  new Date(value instanceof Date ? value : String(value)).toISOString();

const numberOf = (value: unknown): number => Number(value ?? 0);

const { text, nullableText, nullableNumber } = rowFields;
/** A count or number a row may leave null: 0 then. */
const count = z.unknown().transform(numberOf);
const timestamp = z.unknown().transform(isoOf);

const bundleRow = z.object({ sha256: text, loadedAt: timestamp, rows: count });

/** A part of a round list: a counselling, year, stored round and list kind, of one run. */
const listRow = z.object({
  counselling: text,
  year: text,
  round: count,
  list: text,
  rows: count,
  kind: text,
  fileName: text,
  importedAt: timestamp,
  rejected: count,
});

const suspectRow = z.object({
  counselling: text,
  year: text,
  round: count,
  list: text,
  suspect: count,
});

const importRunRow = z.object({
  id: count,
  kind: text,
  fileName: text,
  counselling: nullableText,
  year: nullableNumber,
  round: nullableNumber,
  importedAt: timestamp,
  rowsRead: count,
  rowsImported: count,
  rowsRejected: count,
  rejectedByReason: z.unknown(),
});

const roundStyleOf = (counselling: unknown) =>
  counsellingById(String(counselling))?.roundStyle ?? 'round';

/** The bundle the newest first start loaded, or null when the data did not come from one. */
async function loadedBundle(db: Database): Promise<DataStatus['bundle']> {
  const [row] = await selectTypedRows(
    db,
    bundleRow,
    sql`select sha256, finished_at as "loadedAt", rows_imported as rows
      from import_run where kind = ${BUNDLE_RUN_KIND}
      order by id desc limit 1`,
  );
  if (!row) return null;
  return row;
}

/**
 * The live rows of every round list by import run: allotments (held or allotted, by the stored
 * round, docs/decisions/0029-round-lists.md), imported closing-rank lists and imported seat
 * matrices. Derived seat-matrix rows have no run and are left out. One scan of each table.
 */
const listRowsQuery = sql`
  with parts as (
    select import_run_id as run_id, counselling_id, year, round,
      ${listKindOfRoundSql(sql`round`)} as list, count(*) as rows
    from allotment where import_run_id is not null
    group by import_run_id, counselling_id, year, round
    union all
    select import_run_id, counselling_id, year, round, list, count(*)
    from listed_closing_rank
    group by import_run_id, counselling_id, year, round, list
    union all
    select import_run_id, counselling_id, year, round, 'seat-matrix', count(*)
    from seat_matrix where import_run_id is not null and not derived
    group by import_run_id, counselling_id, year, round
  )
  select p.counselling_id as "counselling", p.year, p.round, p.list, p.rows,
    r.kind, r.file_name as "fileName", r.finished_at as "importedAt",
    r.rows_rejected as "rejected"
  from parts p join import_run r on r.id = p.run_id
  order by p.counselling_id, p.year desc, p.round, p.list, r.file_name`;

/**
 * Closing ranks marked suspect (not those an operator corrected) per counselling, year, stored
 * round and the list they were derived from or taken from (docs/decisions/0086-suspect-values.md).
 */
const suspectCountsQuery = sql`
  select counselling_id as "counselling", year, round,
    case when source <> 'allotments' then source else ${listKindOfRoundSql(sql`round`)} end as list,
    count(*) as suspect
  from closing_rank
  where suspect_ai ->> 'kind' <> 'corrected' or suspect_counselling ->> 'kind' <> 'corrected'
  group by counselling_id, year, round, source`;

const listKey = (row: Pick<z.output<typeof listRow>, 'counselling' | 'year' | 'round' | 'list'>) =>
  `${row.counselling}/${row.year}/${row.round}/${row.list}`;

/** One entry a counselling, year, stored round and list kind, the runs it came from merged. */
function mergeLists(
  rows: z.output<typeof listRow>[],
  suspectRows: z.output<typeof suspectRow>[],
): LiveList[] {
  const suspects = new Map(suspectRows.map((row) => [listKey(row), row.suspect]));
  const lists = new Map<string, { list: LiveList; sources: Set<string> }>();
  for (const row of rows) {
    const { counselling, round: storedRound, importedAt } = row;
    const list = row.list as LiveListKind;
    const key = listKey(row);
    const merged = lists.get(key) ?? {
      list: {
        counselling,
        year: numberOf(row.year),
        // Closing-rank lists and seat matrices are stored as allotted rounds too (0038).
        round: listOfRound(storedRound).round,
        roundLabel: roundLabel(storedRound, roundStyleOf(counselling)).label,
        list,
        kind: row.kind,
        source: '',
        importedAt,
        rows: 0,
        rejected: 0,
        suspect: suspects.get(key) ?? 0,
      },
      sources: new Set<string>(),
    };
    merged.list.rows += row.rows;
    // Each row is one run's part of the list; a run's rejections belong to no one list, so a
    // run of several lists counts them on each.
    merged.list.rejected += row.rejected;
    merged.sources.add(row.fileName);
    if (importedAt > merged.list.importedAt) merged.list.importedAt = importedAt;
    lists.set(key, merged);
  }
  return [...lists.values()].map(({ list, sources }) => ({
    ...list,
    source: [...sources].join(', '),
  }));
}

/**
 * `GET /api/admin/data-status` and `npm run data -- status`: the bundle and the live round lists.
 * `suspect` counts the list's closing ranks marked suspect (docs/operations.md#what-is-live).
 */
export async function getDataStatus(db: Database): Promise<DataStatus> {
  const [bundle, rows, suspectRows] = await Promise.all([
    loadedBundle(db),
    selectTypedRows(db, listRow, listRowsQuery),
    selectTypedRows(db, suspectRow, suspectCountsQuery),
  ]);
  return { bundle, lists: mergeLists(rows, suspectRows) };
}

/**
 * `GET /api/admin/import-runs`: every import run, newest first, a page at a time, each with its
 * most common rejection reasons (counted in the database, however many rows a run rejected).
 */
export async function listImportRuns(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ImportRunPage> {
  const [rows, [counted]] = await Promise.all([
    selectTypedRows(
      db,
      importRunRow,
      sql`select r.id, r.kind, r.file_name as "fileName", r.counselling_id as "counselling",
          r.year, r.round, r.finished_at as "importedAt", r.rows_read as "rowsRead",
          r.rows_imported as "rowsImported", r.rows_rejected as "rowsRejected",
          coalesce((
            select jsonb_agg(jsonb_build_object('reason', reason, 'rows', rows, 'firstRow', first_row)
              order by rows desc, reason)
            from (
              select e->>'reason' as reason, count(*)::int as rows,
                min((e->>'row')::int) as first_row
              from jsonb_array_elements(r.rejections) e
              group by 1 order by 2 desc, 1 limit ${IMPORT_RUN_REASONS}
            ) reasons
          ), '[]'::jsonb) as "rejectedByReason"
        from import_run r
        order by r.finished_at desc, r.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    selectTypedRows(
      db,
      z.object({ total: count }),
      sql`select count(*)::int as total from import_run`,
    ),
  ]);
  return {
    rows: rows.map(({ round, ...row }) => ({
      ...row,
      roundLabel: round === null ? null : roundLabel(round, roundStyleOf(row.counselling)).label,
      rejectedByReason: reasonsOf(row.rejectedByReason),
    })),
    total: counted?.total ?? 0,
    totalCapped: false,
    page,
    pageSize,
  };
}

/** The reasons' JSON as PostgreSQL returns it (parsed by node-postgres and PGlite alike). */
function reasonsOf(value: unknown): ImportRunRow['rejectedByReason'] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.map((item: { reason?: unknown; rows?: unknown; firstRow?: unknown }) => ({
    reason: String(item.reason),
    rows: numberOf(item.rows),
    firstRow: numberOf(item.firstRow),
  }));
}

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { financialRow } from '../db/schema';
import { FEE_ROWS_BY_SEAT_AND_YEAR, feeLateral, seatKeysOf } from '../db/seat-fee';
import { roundLabel, type RoundStyle } from './rounds';
import { instituteTypeOf, managementOf } from './cleaning/institute-kinds';
import { universityTypeOf } from './cleaning/universities';
import { counsellingById } from './counsellings';
import { analyseDataTables, inBatches, rowsOf } from './sql-batch';
import { rowFields, typedRows } from '../db/rows';

const roundRow = z.object({ year: rowFields.number, round: rowFields.number });
import { labelPartialLists, markSuspectValues } from './suspect-marks';

/**
 * Rebuilds what is derived from a counselling's allotments (docs/product.md#closing-ranks): closing ranks per
 * bucket (year, round, institute, course, quota, allotted category: opening and closing rank,
 * seats behind them), the Cutoff Ranks pivot rows built from them, seats filled per bucket as
 * the derived seat matrix where no explicit one was imported, and the rounds the counselling
 * offers.
 */
export async function deriveCounselling(
  db: Database,
  counsellingId: string,
  roundStyle: RoundStyle,
  options: {
    /** False when the caller refreshes every counselling's fee copies afterwards anyway. */
    refreshFees?: boolean;
  } = {},
): Promise<void> {
  await db.execute(sql`DELETE FROM closing_rank WHERE counselling_id = ${counsellingId}`);
  await db.execute(sql`
    INSERT INTO closing_rank (counselling_id, year, round, institute_id, course_id, quota,
      allotted_category, opening_ai_rank, closing_ai_rank, opening_counselling_rank,
      closing_counselling_rank, seats, institute_name, state, course_name)
    SELECT counselling_id, year, round, institute_id, course_id, quota, allotted_category,
      min(ai_rank), max(ai_rank), min(counselling_rank), max(counselling_rank), count(*)::int,
      min(institute_name), min(state), min(course_name)
    FROM allotment WHERE counselling_id = ${counsellingId}
    GROUP BY counselling_id, year, round, institute_id, course_id, quota, allotted_category`);
  await showListedClosingRanks(db, counsellingId);
  await markSuspectValues(db, counsellingId);
  await deriveCutoffRows(db, counsellingId);
  if (options.refreshFees ?? true) await refreshAllotmentFees(db, counsellingId);
  await db.execute(
    sql`DELETE FROM seat_matrix WHERE counselling_id = ${counsellingId} AND derived`,
  );
  await db.execute(sql`
    INSERT INTO seat_matrix (counselling_id, year, round, institute_id, course_id, quota, category,
      seats, derived)
    SELECT a.counselling_id, a.year, a.round, a.institute_id, a.course_id, a.quota,
      a.allotted_category, count(*)::int, true
    FROM allotment a
    WHERE a.counselling_id = ${counsellingId}
      AND NOT EXISTS (SELECT 1 FROM seat_matrix s WHERE s.counselling_id = a.counselling_id
        AND s.year = a.year AND s.round = a.round AND NOT s.derived)
    GROUP BY a.counselling_id, a.year, a.round, a.institute_id, a.course_id, a.quota,
      a.allotted_category`);
  await db.execute(sql`DELETE FROM counselling_round WHERE counselling_id = ${counsellingId}`);
  const rounds = await db.execute<{ year: number; round: number }>(sql`
    SELECT DISTINCT year, round FROM allotment WHERE counselling_id = ${counsellingId}
    UNION SELECT DISTINCT year, round FROM seat_matrix WHERE counselling_id = ${counsellingId}
    UNION SELECT DISTINCT year, round FROM closing_rank WHERE counselling_id = ${counsellingId}`);
  const values = typedRows(roundRow, rounds).map((row) => {
    const label = roundLabel(row.round, roundStyle);
    return sql`(${counsellingId}, ${row.year}, ${row.round}, ${label.label}, ${label.shortLabel})`;
  });
  if (values.length > 0) {
    await db.execute(sql`INSERT INTO counselling_round (counselling_id, year, round, label, short_label)
      VALUES ${sql.join(values, sql`, `)}`);
  }
  await labelPartialLists(db, counsellingId);
}

/**
 * Marks a counselling's suspect values again over the closing ranks it holds, without deriving
 * them from the allotments: after a review (`npm run data -- confirm|correct`) and over a bundle
 * loaded at first start, whose snapshot may predate the checks
 * (docs/decisions/0086-suspect-values.md).
 */
export async function refreshSuspectMarks(db: Database, counsellingId: string): Promise<void> {
  await markSuspectValues(db, counsellingId);
  await deriveCutoffRows(db, counsellingId);
  await labelPartialLists(db, counsellingId);
}

/**
 * One source per year and round, never two added together (docs/decisions/0038-closing-rank-lists.md):
 * a round with an official closing-rank list shows that list (the closing ranks derived from
 * its allotments are taken out); a round with allotments shows what they give; a round with
 * neither shows a list derived from allotments elsewhere. Every list's rows stay in
 * `listed_closing_rank`. A listed cell has no opening rank or seats; two list rows whose
 * colleges are one institute give that institute's largest closing rank.
 */
async function showListedClosingRanks(db: Database, counsellingId: string): Promise<void> {
  await db.execute(sql`
    DELETE FROM closing_rank k
    WHERE k.counselling_id = ${counsellingId} AND EXISTS (SELECT 1 FROM listed_closing_rank l
      WHERE l.counselling_id = k.counselling_id AND l.year = k.year AND l.round = k.round
        AND l.list = 'official')`);
  await db.execute(sql`
    INSERT INTO closing_rank (counselling_id, year, round, institute_id, course_id, quota,
      allotted_category, closing_ai_rank, institute_name, state, course_name, source)
    SELECT l.counselling_id, l.year, l.round, l.institute_id, l.course_id, l.quota,
      l.allotted_category, max(l.closing_ai_rank), min(i.name), min(i.state), min(c.name),
      min(l.list)
    FROM listed_closing_rank l
      JOIN institute i ON i.id = l.institute_id
      JOIN course c ON c.id = l.course_id
    WHERE l.counselling_id = ${counsellingId}
      AND (l.list = 'official' OR (
        NOT EXISTS (SELECT 1 FROM listed_closing_rank o WHERE o.counselling_id = l.counselling_id
          AND o.year = l.year AND o.round = l.round AND o.list = 'official')
        AND NOT EXISTS (SELECT 1 FROM allotment a WHERE a.counselling_id = l.counselling_id
          AND a.year = l.year AND a.round = l.round)))
    GROUP BY l.counselling_id, l.year, l.round, l.institute_id, l.course_id, l.quota,
      l.allotted_category`);
}

/**
 * Rebuilds a counselling's Cutoff Ranks pivot rows from its closing ranks: one row per
 * institute, course, quota and allotted category with its closing ranks keyed "year-round" and
 * those of its newest cell (docs/decisions/0015-cutoff-rows.md). Migration 0007 backfills the
 * table with the same statement for every counselling.
 */
export async function deriveCutoffRows(db: Database, counsellingId: string): Promise<void> {
  await db.execute(sql`DELETE FROM cutoff_row WHERE counselling_id = ${counsellingId}`);
  await db.execute(sql`
    INSERT INTO cutoff_row (counselling_id, institute_id, course_id, quota, allotted_category,
      institute_name, state, course_name, ai_ranks, counselling_ranks, latest_ai_rank,
      latest_counselling_rank, suspect_ai_ranks, suspect_counselling_ranks)
    SELECT counselling_id, institute_id, course_id, quota, allotted_category,
      min(institute_name), min(state), min(course_name),
      jsonb_object_agg(year::text || '-' || round::text, closing_ai_rank),
      jsonb_object_agg(year::text || '-' || round::text, closing_counselling_rank),
      (array_agg(closing_ai_rank ORDER BY year DESC, round DESC))[1],
      (array_agg(closing_counselling_rank ORDER BY year DESC, round DESC))[1],
      coalesce(jsonb_object_agg(year::text || '-' || round::text, suspect_ai)
        FILTER (WHERE suspect_ai IS NOT NULL), '{}'),
      coalesce(jsonb_object_agg(year::text || '-' || round::text, suspect_counselling)
        FILTER (WHERE suspect_counselling IS NOT NULL), '{}')
    FROM closing_rank WHERE counselling_id = ${counsellingId}
    GROUP BY counselling_id, institute_id, course_id, quota, allotted_category`);
}

/**
 * Brings the read copies of institute and course names on allotments, closing ranks and cutoff
 * rows in step with the institute and course rows (after matching renamed or merged
 * institutes). The import runner rebuilds closing ranks and cutoff rows right after; updating
 * them here keeps a caller that only renames (docs/decisions/0010-data-indexes.md) correct without a rebuild.
 */
export async function refreshReadColumns(db: Database, counsellingId: string): Promise<void> {
  for (const table of ['allotment', 'closing_rank', 'cutoff_row'].map((name) => sql.raw(name))) {
    await db.execute(sql`
      UPDATE ${table} t SET institute_name = i.name, state = i.state
      FROM institute i
      WHERE t.counselling_id = ${counsellingId} AND t.institute_id = i.id
        AND (t.institute_name IS DISTINCT FROM i.name OR t.state IS DISTINCT FROM i.state)`);
    await db.execute(sql`
      UPDATE ${table} t SET course_name = c.name
      FROM course c
      WHERE t.counselling_id = ${counsellingId} AND t.course_id = c.id
        AND t.course_name IS DISTINCT FROM c.name`);
  }
}

/**
 * Brings the allotments' copy of their seat's first-year fee (the Seat Allocation fee sort
 * reads it from an index) in step with the fee rows: for one counselling after its closing
 * ranks were derived, or for every counselling after fee rows changed. The seat's fee is worked
 * out once per bucket of the allotments (not of closing_rank: a round shown from a closing-rank
 * list names only the list's buckets, docs/decisions/0038-closing-rank-lists.md), and only
 * allotments whose copy differs are written. Migration 0009 backfilled it the same way.
 */
export async function refreshAllotmentFees(db: Database, counsellingId?: string): Promise<void> {
  const inScope =
    counsellingId === undefined ? sql`true` : sql`k.counselling_id = ${counsellingId}`;
  await db.execute(sql`
    UPDATE allotment a SET fee_year_1 = b.fee_year_1
    FROM (
      SELECT k.counselling_id, k.institute_id, k.course_id, k.quota, k.allotted_category,
        seat_fee.fee_year_1
      FROM (SELECT DISTINCT k.counselling_id, k.institute_id, k.course_id, k.quota,
          k.allotted_category
        FROM allotment k WHERE ${inScope}) k
      ${feeLateral(seatKeysOf('k', 'allotted_category'), ['fee'])}
    ) b
    WHERE a.counselling_id = b.counselling_id AND a.institute_id = b.institute_id
      AND a.course_id = b.course_id AND a.quota = b.quota
      AND a.allotted_category = b.allotted_category
      AND a.fee_year_1 IS DISTINCT FROM b.fee_year_1`);
}

/** `financial_row`'s columns, named as FEE_ROWS_BY_SEAT_AND_YEAR names its own. */
export const FINANCIAL_ROW_COLUMNS = sql.raw(
  getTableConfig(financialRow)
    .columns.map((column) => `"${column.name}"`)
    .join(', '),
);

/**
 * Rebuilds Financials & Bonds' rows (`financial_row`) from the fee rows, whole, since every write
 * of fee rows (a fee list, a profile, a mapped table, a replaced or deleted run, the demo, a bundle)
 * may change any seat key's row. Called inside that write's transaction, so a reader sees the
 * old rows or the new, never none (a DELETE, not a TRUNCATE, which would block readers;
 * docs/decisions/0095-every-shape-from-an-index.md).
 */
export async function refreshFinancialRows(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM financial_row`);
  await db.execute(sql`INSERT INTO financial_row (${FINANCIAL_ROW_COLUMNS})
    SELECT ${FINANCIAL_ROW_COLUMNS} FROM ${FEE_ROWS_BY_SEAT_AND_YEAR} f`);
}

/**
 * Sets every real institute's type and management from what its name, seats and courses say,
 * then each university's type (docs/decisions/0058-institute-type-and-management.md), after
 * every import: a new list may say more than the ones before. Only changed rows are written.
 */
export async function deriveInstituteKinds(db: Database): Promise<void> {
  const evidence = typedRows(
    z.object({
      id: rowFields.number,
      name: z.string(),
      type: z.string().nullable(),
      management: z.string().nullable(),
      seats: z.string().nullable(),
      degrees: z.string().nullable(),
    }),
    await db.execute(sql`
      SELECT i.id, i.name, i.type, i.management, s.seats::text AS seats,
        d.degrees::text AS degrees
      FROM institute i
      LEFT JOIN (
        SELECT institute_id, json_agg(json_build_array(counselling_id, quota)) AS seats
        FROM (SELECT DISTINCT institute_id, counselling_id, quota FROM allotment) x
        GROUP BY institute_id
      ) s ON s.institute_id = i.id
      LEFT JOIN (
        -- A course of no known degree type says nothing of its institute's kind.
        SELECT x.institute_id,
          json_agg(DISTINCT c.degree_type) FILTER (WHERE c.degree_type IS NOT NULL) AS degrees
        FROM (
          SELECT institute_id, course_id FROM allotment
          UNION SELECT institute_id, course_id FROM closing_rank
          UNION SELECT institute_id, course_id FROM fee
        ) x JOIN course c ON c.id = x.course_id
        GROUP BY x.institute_id
      ) d ON d.institute_id = i.id
      WHERE NOT i.is_demo`),
  );
  const changed = evidence.flatMap((row) => {
    const seats = z
      .array(z.tuple([z.string(), z.string()]))
      .parse(JSON.parse(row.seats ?? '[]'))
      .map(([counsellingId, quota]) => ({ counsellingId, quota }));
    const degreeTypes = z.array(z.string()).parse(JSON.parse(row.degrees ?? '[]'));
    const facts = { name: row.name, seats, degreeTypes };
    const type = instituteTypeOf(facts);
    const management = managementOf(facts);
    return type === row.type && management === row.management
      ? []
      : [{ id: row.id, type, management }];
  });
  await inBatches(changed, async (batch) => {
    await db.execute(sql`
      UPDATE institute i SET type = v.type, management = v.management
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS v(id int, type text, management text)
      WHERE i.id = v.id`);
  });
  await deriveUniversityTypes(db);
}

/** A university's type from its name and its institutes' management (after theirs are set). */
async function deriveUniversityTypes(db: Database): Promise<void> {
  const universities = typedRows(
    z.object({
      id: rowFields.number,
      name: z.string(),
      type: z.string().nullable(),
      managements: z.string().nullable(),
    }),
    await db.execute(sql`
      SELECT u.id, u.name, u.type, json_agg(i.management)::text AS managements
      FROM university u LEFT JOIN institute i ON i.university_id = u.id
      WHERE NOT u.is_demo
      GROUP BY u.id`),
  );
  const changed = universities.flatMap((row) => {
    const managements = z.array(z.string().nullable()).parse(JSON.parse(row.managements ?? '[]'));
    const type = universityTypeOf(row.name, managements);
    return type === row.type ? [] : [{ id: row.id, type }];
  });
  await inBatches(changed, async (batch) => {
    await db.execute(sql`
      UPDATE university u SET type = v.type
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS v(id int, type text)
      WHERE u.id = v.id`);
  });
}

/**
 * After a newer bundle replaced lists, institutes or fees (data/bundle-update.ts): the
 * counsellings in `derived` derived again from their lists; every counselling's copies of
 * institute and course names, and of fees when `feesChanged`, brought in step (only the rows
 * that differ are written); Financials & Bonds' rows rebuilt; the institutes' kinds worked out
 * again.
 */
export async function deriveAfterBundleUpdate(
  db: Database,
  derived: ReadonlySet<string>,
  feesChanged: boolean,
  onCounselling: (counsellingId: string) => void = () => undefined,
): Promise<void> {
  await analyseDataTables(db);
  const counsellings = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM counselling WHERE NOT is_demo ORDER BY id`),
  );
  for (const { id } of counsellings) {
    onCounselling(id);
    await refreshReadColumns(db, id);
    if (!derived.has(id)) continue;
    await deriveCounselling(db, id, counsellingById(id)?.roundStyle ?? 'round', {
      refreshFees: !feesChanged,
    });
  }
  if (feesChanged) await refreshAllotmentFees(db);
  await refreshFinancialRows(db);
  await deriveInstituteKinds(db);
}

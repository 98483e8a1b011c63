import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { anyOf, containsPattern } from '../sql';
import { cachedSelectRows } from './read-cache';
import { z } from 'zod';
import { rowFields, typedRows } from '../../db/rows';

const roundRow = z.object({
  year: rowFields.number,
  round: rowFields.number,
  label: rowFields.text,
});

/**
 * A screen's text search served by indexes (docs/decisions/0037-indexed-table-search.md). It
 * means exactly what the screen's `search` expressions mean, and finds it without reading
 * every row of the counselling:
 * - a row's seat texts (institute, course, state, quota, category) are those of its cutoff_row,
 *   which derive.ts builds from the rows themselves, so the seats whose texts match are found
 *   in the trigram index of migration 0017 and their rows by key;
 * - its round label is its counselling_round's (derive.ts writes one for every round a row
 *   has), so the few matching rounds are picked here and named by value;
 * - its ranks are whole numbers, so only a term of digits can be part of one.
 */
export interface IndexedSearch {
  /** (counselling_id, institute_id, course_id, quota, allotted_category) of the row. */
  seat: SQL;
  year: SQL;
  round: SQL;
  ranks: SQL[];
  instituteId: SQL;
}

/** Joins a seat's texts as the index of migration 0017 does (the expression must match it). */
const SEAT_TEXT = sql.raw(
  `(k.institute_name || chr(31) || k.course_name || chr(31) || coalesce(k.state, '') || chr(31) || k.quota || chr(31) || k.allotted_category)`,
);
const FIELD_SEPARATOR = '\u001f';
const DIGITS = /^[0-9]+$/;

/**
 * The rows matching `text` anywhere in their searchable texts, or undefined when the term holds
 * the field separator (the caller then searches the expressions themselves).
 */
export async function indexedSearchCondition(
  db: Database,
  search: IndexedSearch,
  counsellingId: string,
  text: string,
): Promise<SQL | undefined> {
  if (text.includes(FIELD_SEPARATOR)) return undefined;
  const pattern = containsPattern(text);
  const rounds = typedRows(
    roundRow,
    await cachedSelectRows(
      db,
      sql`select year::int as "year", round::int as "round", label from counselling_round
        where counselling_id = ${counsellingId}`,
    ),
  );
  const term = text.toLowerCase();
  const matchingRounds = rounds.filter((row) => row.label.toLowerCase().includes(term));
  return anyOf([
    sql`${search.seat} in (
      select k.counselling_id, k.institute_id, k.course_id, k.quota, k.allotted_category
      from cutoff_row k where k.counselling_id = ${counsellingId} and ${SEAT_TEXT} ilike ${pattern})`,
    matchingRounds.length > 0
      ? sql`(${search.year}, ${search.round}) in (${sql.join(
          matchingRounds.map((row) => sql`(${row.year}::int, ${row.round}::int)`),
          sql`, `,
        )})`
      : undefined,
    ...(DIGITS.test(text) ? search.ranks.map((rank) => sql`${rank}::text like ${pattern}`) : []),
  ]);
}

/**
 * Rows whose institute's name contains `text`: the rows' institute names are read copies of
 * the institute's (derive.ts refreshReadColumns), whose trigram index (migration 0002) finds it.
 */
export function instituteNameCondition(search: IndexedSearch, text: string): SQL {
  return sql`${search.instituteId} in (
    select id from institute where name ilike ${containsPattern(text)})`;
}

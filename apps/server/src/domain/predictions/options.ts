import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { rowFields, selectTypedRows } from '../../db/rows';
import { completedYear } from '../../db/schema';
import { feeLateral, seatKeysOf } from '../../db/seat-fee';
import { isStrayRound, listOfRound } from '../../data/rounds';
import type { YearShift } from './prior';
import {
  kindOffsets,
  yearlyShifts,
  type ClosingCell,
  type KindOffset,
  type OptionHistory,
  type OtherCounsellings,
} from './model';

/** A closing rank as the screens show it. */
interface HistoryCell extends ClosingCell {
  roundLabel: string;
}

/** An option (the key of a Cutoff Ranks row) with what the predictions answer shows of it. */
export interface CounsellingOption extends OptionHistory {
  instituteId: number;
  courseId: number;
  quotaName: string;
  category: string;
  instituteName: string;
  courseName: string;
  state: string | null;
  fee: number | null;
  stipend: number | null;
  bondYears: number | null;
  bondPenalty: number | null;
  /** Course length in years, when known (net cost over the course). */
  durationYears: number | null;
  cells: HistoryCell[];
}

export interface CounsellingOptions {
  /** Which rank the counselling's closing ranks are in: all-India or its own merit rank. */
  rankType: 'ai' | 'counselling';
  options: CounsellingOption[];
  years: number[];
  /**
   * The latest year while its counselling is under way: no stray round of it in the data and not
   * marked complete (completed_year); an earlier year is complete, and so is a counselling's only
   * year, which has no year before it to show how a season unfolds
   * (docs/decisions/0073-in-season-forecasts.md). Null otherwise.
   */
  yearInProgress: number | null;
}

/** An option's key within its counselling. */
export const optionKey = (instituteId: number, courseId: number, quota: string, category: string) =>
  JSON.stringify([instituteId, courseId, quota, category]);

const { number, text, nullableNumber, nullableText } = rowFields;

const rankCountsRow = z.object({ ai: number, own: number });

const optionRow = z.object({
  instituteId: number,
  courseId: number,
  quotaName: text,
  category: text,
  instituteName: text,
  courseName: text,
  state: nullableText,
  instituteType: text,
  durationYears: nullableNumber,
  fee: nullableNumber,
  stipend: nullableNumber,
  bondYears: nullableNumber,
  bondPenalty: nullableNumber,
});

const cellRow = z.object({
  instituteId: number,
  courseId: number,
  quota: text,
  category: text,
  year: number,
  round: number,
  closingRank: number,
  openingRank: nullableNumber,
  seats: nullableNumber,
  roundLabel: text,
});

/**
 * Every option of a counselling with its closing ranks by year and round, fee, stipend and
 * bond. The rank is the one the counselling publishes: its own merit rank where its closing
 * ranks carry one (state counsellings), the all-India rank otherwise.
 */
export async function loadCounsellingOptions(
  db: Database,
  counsellingId: string,
): Promise<CounsellingOptions> {
  const [rankCounts] = await selectTypedRows(
    db,
    rankCountsRow,
    sql`select count(closing_ai_rank)::int as "ai", count(closing_counselling_rank)::int as "own"
      from closing_rank where counselling_id = ${counsellingId}`,
  );
  const rankType: CounsellingOptions['rankType'] =
    (rankCounts?.own ?? 0) > (rankCounts?.ai ?? 0) ? 'counselling' : 'ai';
  const closing = rankType === 'ai' ? sql`k.closing_ai_rank` : sql`k.closing_counselling_rank`;
  const opening = rankType === 'ai' ? sql`k.opening_ai_rank` : sql`k.opening_counselling_rank`;
  // A suspect value is not learned from; a corrected one is, as corrected
  // (docs/decisions/0086-suspect-values.md).
  const suspect = rankType === 'ai' ? sql`k.suspect_ai` : sql`k.suspect_counselling`;

  const [optionRows, cellRows, completedRows] = await Promise.all([
    selectTypedRows(
      db,
      optionRow,
      sql`select r.institute_id as "instituteId", r.course_id as "courseId",
          r.quota as "quotaName", r.allotted_category as "category",
          r.institute_name as "instituteName", r.course_name as "courseName", r.state as "state",
          coalesce(i.type, i.management, 'unknown') as "instituteType",
          c.duration_years::float8 as "durationYears",
          seat_fee.fee_year_1 as "fee", seat_fee.stipend_year_1 as "stipend",
          seat_fee.bond_years as "bondYears", seat_fee.bond_penalty as "bondPenalty"
        from cutoff_row r
          join institute i on i.id = r.institute_id
          join course c on c.id = r.course_id
          ${feeLateral(seatKeysOf('r', 'allotted_category'))}
        where r.counselling_id = ${counsellingId}`,
    ),
    selectTypedRows(
      db,
      cellRow,
      sql`select k.institute_id as "instituteId", k.course_id as "courseId", k.quota as "quota",
          k.allotted_category as "category", k.year::int as "year", k.round::int as "round",
          ${closing} as "closingRank", ${opening} as "openingRank", k.seats as "seats",
          coalesce(cr.label, 'Round ' || k.round::text) as "roundLabel"
        from closing_rank k
          left join counselling_round cr on cr.counselling_id = k.counselling_id
            and cr.year = k.year and cr.round = k.round
        where k.counselling_id = ${counsellingId} and ${closing} is not null
          and (${suspect} is null or ${suspect} ->> 'kind' = 'corrected')
        order by k.year, k.round`,
    ),
    db
      .select({ year: completedYear.year })
      .from(completedYear)
      .where(eq(completedYear.counsellingId, counsellingId)),
  ]);

  const cellsByKey = new Map<string, HistoryCell[]>();
  const years = new Set<number>();
  const yearsWithStray = new Set<number>();
  for (const row of cellRows) {
    const key = optionKey(row.instituteId, row.courseId, row.quota, row.category);
    const { round, year } = row;
    years.add(year);
    if (isStrayRound(round)) yearsWithStray.add(year);
    const cells = cellsByKey.get(key) ?? [];
    cells.push({
      year,
      round,
      roundLabel: row.roundLabel,
      stray: isStrayRound(round),
      allottedList: listOfRound(round).list === 'allotted',
      closingRank: row.closingRank,
      openingRank: row.openingRank,
      // Null for a cell from a closing-rank list (docs/decisions/0038-closing-rank-lists.md).
      seats: row.seats ?? 0,
    });
    cellsByKey.set(key, cells);
  }

  const options: CounsellingOption[] = [];
  for (const row of optionRows) {
    const { instituteId, courseId, quotaName, category } = row;
    const key = optionKey(instituteId, courseId, quotaName, category);
    const cells = cellsByKey.get(key);
    if (!cells) continue;
    options.push({
      key,
      groups: {
        category,
        quota: quotaName,
        course: String(courseId),
        instituteType: row.instituteType,
      },
      cells,
      instituteId,
      courseId,
      quotaName,
      category,
      instituteName: row.instituteName,
      courseName: row.courseName,
      state: row.state,
      fee: row.fee,
      stipend: row.stipend,
      bondYears: row.bondYears,
      bondPenalty: row.bondPenalty,
      durationYears: row.durationYears,
    });
  }
  const sortedYears = [...years].sort((a, b) => a - b);
  const latest = sortedYears.at(-1);
  const underWay =
    latest !== undefined &&
    sortedYears.length >= 2 &&
    !yearsWithStray.has(latest) &&
    !completedRows.some((row) => row.year === latest);
  return {
    rankType,
    options,
    years: sortedYears,
    yearInProgress: underWay ? latest : null,
  };
}

/**
 * The regular rounds of `targetYear` in the data (stored numbers), in the order they are
 * published: by round, a round's allotments before the seats held after it; with `upTo`, only
 * rounds 1 to `upTo` (docs/decisions/0073-in-season-forecasts.md).
 */
export function publishedRounds(
  options: readonly OptionHistory[],
  targetYear: number,
  upTo?: number,
): number[] {
  const rounds = new Set<number>();
  for (const option of options) {
    for (const cell of option.cells) {
      if (cell.year !== targetYear || cell.stray) continue;
      if (upTo === undefined || listOfRound(cell.round).round <= upTo) rounds.add(cell.round);
    }
  }
  const order = (stored: number) => {
    const { round, list } = listOfRound(stored);
    return round * 2 + (list === 'allotted' ? 0 : 1);
  };
  return [...rounds].sort((a, b) => order(a) - order(b));
}

/**
 * What every counselling with closing ranks shows of yearly shifts and offsets between list
 * kinds, every year (docs/decisions/0083-a-prior-for-the-yearly-shift.md); `load` reads one
 * counselling's options (the callers' cached read). A fit leaves out its own counselling
 * (`othersThan`) and the years from its target on.
 */
export async function everyCounsellingsEvidence(
  db: Database,
  load: (counsellingId: string) => Promise<CounsellingOptions>,
): Promise<OtherCounsellings> {
  const rows = await selectTypedRows(
    db,
    z.object({ id: text }),
    sql`select distinct counselling_id as "id" from closing_rank order by counselling_id`,
  );
  const evidence: { yearShifts: YearShift[]; kindOffsets: KindOffset[] } = {
    yearShifts: [],
    kindOffsets: [],
  };
  for (const { id: counsellingId } of rows) {
    const { options } = await load(counsellingId);
    evidence.yearShifts.push(...yearlyShifts(counsellingId, options));
    evidence.kindOffsets.push(...kindOffsets(counsellingId, options));
  }
  return evidence;
}

/** `evidence` without `counsellingId`'s own: the prior its fits learn from. */
export const othersThan = (
  evidence: OtherCounsellings,
  counsellingId: string,
): OtherCounsellings => ({
  yearShifts: evidence.yearShifts.filter((entry) => entry.counselling !== counsellingId),
  kindOffsets: evidence.kindOffsets.filter((entry) => entry.counselling !== counsellingId),
});

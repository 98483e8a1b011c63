import { and, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import {
  CHOICE_LIST_MAX_OPTIONS,
  sameChoiceOption,
  type ChoiceList,
  type ChoiceListOutcomeQuery,
  type ChoiceListOption,
  type ChoiceListReplay,
  type ChoiceListSummaries,
  type ChoiceOptionKey,
  type CompareQuery,
  type Comparison,
} from '@seatscope/shared';
import { DomainError } from '../../common/errors';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { rowFields, selectTypedRows, typedRows } from '../../db/rows';
import { courseFeeLateral, seatKeysOf } from '../../db/seat-fee';
import { choiceListOption, profile, user } from '../../db/schema';
import {
  counsellingColumns,
  demoSampleCondition,
  publicClosingRanks,
} from '../data-screens/cutoffs';
import { cachedSelectRows } from '../data-screens/read-cache';
import { predictListOutcome } from '../predictions';
import { isFirstYearFeeBox, netCost } from './net-cost';
import { replayChoiceList } from './replay';

type RankType = ChoiceList['rankType'];

/**
 * Which rank a counselling's closing ranks are in, as Rank DeepScan decides it
 * (domain/predictions/options.ts): its own merit rank where most of its closing ranks carry
 * one (state counsellings), the all-India rank otherwise. Remembered until the data changes.
 */
async function rankTypeOf(db: Database, counsellingId: string): Promise<RankType> {
  const [counts] = typedRows(
    z.object({ ai: number, own: number }),
    await cachedSelectRows(
      db,
      sql`select count(closing_ai_rank)::int as "ai", count(closing_counselling_rank)::int as "own"
        from closing_rank where counselling_id = ${counsellingId}`,
    ),
  );
  return (counts?.own ?? 0) > (counts?.ai ?? 0) ? 'counselling' : 'ai';
}

const { number, text, nullableNumber, nullableText, isTrue } = rowFields;

/** A choice-list option's key as a row names it. */
const optionKeyRow = z.object({
  instituteId: number,
  courseId: number,
  quotaName: text,
  category: text,
});

const optionFieldsRow = optionKeyRow.extend({
  instituteName: text,
  courseName: text,
  state: nullableText,
  closingRanks: z.unknown(),
  durationYears: nullableNumber,
  fee1: nullableNumber,
  firstYearFeeBox: z.unknown(),
  fee2: nullableNumber,
  fee3: nullableNumber,
  fee4: nullableNumber,
  fee5: nullableNumber,
  stipend1: nullableNumber,
  stipend2: nullableNumber,
  stipend3: nullableNumber,
  bondYears: nullableNumber,
  bondPenalty: nullableNumber,
  visible: isTrue,
  offered: isTrue,
});

/**
 * Options in order with what the viewer may see of each: names (public reference data) always;
 * closing ranks, fees, stipends, bond and net cost only for options a demo viewer's sample holds
 * (docs/decisions/0026-choice-list.md). `keys` is a relation `o` of the options
 * (`institute_id`, `course_id`, `quota`, `category`, `position`): a user's list, or the options
 * a comparison asks for (docs/decisions/0084-compare-side-by-side.md).
 */
async function readOptions(
  db: Database,
  keys: SQL,
  counsellingId: string,
  rankType: RankType,
  demo: boolean,
): Promise<ChoiceListOption[]> {
  const ranks = rankType === 'ai' ? sql`r.ai_ranks` : sql`r.counselling_ranks`;
  const sample = demo ? await demoSampleCondition(db, counsellingId) : undefined;
  const rows = await selectTypedRows(
    db,
    optionFieldsRow,
    sql`select o.institute_id as "instituteId", o.course_id as "courseId",
        o.quota as "quotaName", o.category as "category",
        coalesce(r.institute_name, i.name) as "instituteName",
        coalesce(r.course_name, c.name) as "courseName", coalesce(r.state, i.state) as "state",
        ${ranks} as "closingRanks", c.duration_years::float8 as "durationYears",
        seat_fee.fee_year_1 as "fee1", seat_fee.first_year_fee_box as "firstYearFeeBox",
        seat_fee.fee_year_2 as "fee2",
        seat_fee.fee_year_3 as "fee3", seat_fee.fee_year_4 as "fee4",
        seat_fee.fee_year_5 as "fee5", seat_fee.stipend_year_1 as "stipend1",
        seat_fee.stipend_year_2 as "stipend2", seat_fee.stipend_year_3 as "stipend3",
        seat_fee.bond_years as "bondYears", seat_fee.bond_penalty as "bondPenalty",
        ${sample ? sql`coalesce(r.counselling_id is not null and ${sample}, false)` : sql`true`} as "visible",
        r.counselling_id is not null as "offered"
      from ${keys}
        join institute i on i.id = o.institute_id
        join course c on c.id = o.course_id
        left join cutoff_row r on r.counselling_id = o.counselling_id
          and r.institute_id = o.institute_id and r.course_id = o.course_id
          and r.quota = o.quota and r.allotted_category = o.category
        ${courseFeeLateral(seatKeysOf('o', 'category'))}
      order by o.position asc`,
  );
  return rows.map((row, index) => {
    const { instituteId, courseId, quotaName, category } = row;
    const key = { instituteId, courseId, quotaName, category };
    const names = {
      choice: index + 1,
      instituteName: row.instituteName,
      courseName: row.courseName,
      state: row.state,
      durationYears: row.durationYears,
      offered: row.offered,
    };
    if (!row.visible) {
      return {
        ...key,
        ...names,
        locked: true,
        fees: [],
        stipends: [],
        bondYears: null,
        bondPenalty: null,
        netCost: null,
        closingRanks: {},
      };
    }
    const money = {
      durationYears: names.durationYears,
      fees: [row.fee1, row.fee2, row.fee3, row.fee4, row.fee5],
      stipends: [row.stipend1, row.stipend2, row.stipend3],
      bondYears: row.bondYears,
      bondPenalty: row.bondPenalty,
    };
    const firstYearFeeBox = isFirstYearFeeBox(row.firstYearFeeBox) ? row.firstYearFeeBox : null;
    return {
      ...key,
      ...names,
      ...money,
      locked: false,
      netCost: netCost({ ...money, firstYearFeeBox }),
      closingRanks: publicClosingRanks(row.closingRanks),
    };
  });
}

export interface ChoiceListRead extends Omit<ChoiceList, 'demo'> {
  /** False when the counselling has no Cutoff Ranks columns and may not exist. */
  counsellingHasData: boolean;
}

/** The user's choice list for a counselling, in order. */
export async function getChoiceList(
  db: Database,
  userId: string,
  counsellingId: string,
  demo: boolean,
): Promise<ChoiceListRead> {
  const [rankType, rounds] = await Promise.all([
    rankTypeOf(db, counsellingId),
    counsellingColumns(db, counsellingId),
  ]);
  const options = await readOptions(
    db,
    sql`(select * from choice_list_option
      where user_id = ${userId} and counselling_id = ${counsellingId}) o`,
    counsellingId,
    rankType,
    demo,
  );
  return {
    counselling: counsellingId,
    rankType,
    maxOptions: CHOICE_LIST_MAX_OPTIONS,
    rounds,
    options,
    counsellingHasData: rounds.length > 0,
  };
}

const describeOption = (option: ChoiceOptionKey) =>
  `institute ${option.instituteId}, course ${option.courseId}, quota ${option.quotaName}, category ${option.category}`;

/**
 * Refuses options that are not Cutoff Ranks rows of the counselling (400, naming the first),
 * but for those `listed` already: an option newer data no longer offers stays in its list,
 * marked, and may be moved (docs/decisions/0076-upgrades-keep-everything.md).
 */
async function requireKnownOptions(
  db: Database,
  counsellingId: string,
  requested: readonly ChoiceOptionKey[],
  listed: readonly ChoiceOptionKey[] = [],
): Promise<void> {
  const options = requested.filter(
    (option) => !listed.some((row) => sameChoiceOption(row, option)),
  );
  if (options.length === 0) return;
  const keys = sql.join(
    options.map(
      (option) =>
        sql`(${option.instituteId}::int, ${option.courseId}::int, ${option.quotaName}::text, ${option.category}::text)`,
    ),
    sql`, `,
  );
  const known = await selectTypedRows(
    db,
    optionKeyRow,
    sql`select r.institute_id as "instituteId", r.course_id as "courseId",
        r.quota as "quotaName", r.allotted_category as "category"
      from cutoff_row r
      where r.counselling_id = ${counsellingId}
        and (r.institute_id, r.course_id, r.quota, r.allotted_category) in (${keys})`,
  );
  const missing = options.find((option) => !known.some((row) => sameChoiceOption(row, option)));
  if (missing) {
    throw new DomainError(
      'invalid',
      'unknown_option',
      `No Cutoff Ranks row of ${counsellingId} has ${describeOption(missing)}.`,
    );
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs `change` with the user's row locked, so two changes to one user's lists never interleave. */
function changeList<T>(db: Database, userId: string, change: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    return change(tx);
  });
}

const ofList = (userId: string, counsellingId: string) =>
  and(eq(choiceListOption.userId, userId), eq(choiceListOption.counsellingId, counsellingId));

const optionRow = (
  userId: string,
  counsellingId: string,
  option: ChoiceOptionKey,
  position: number,
) => ({
  userId,
  counsellingId,
  position,
  instituteId: option.instituteId,
  courseId: option.courseId,
  quota: option.quotaName,
  category: option.category,
});

/** The user's lists that hold an option, the one last added to or reordered first. */
export async function listChoiceLists(db: Database, userId: string): Promise<ChoiceListSummaries> {
  const changedAt = max(choiceListOption.addedAt);
  const rows = await db
    .select({ counselling: choiceListOption.counsellingId, options: count(), changedAt })
    .from(choiceListOption)
    .where(eq(choiceListOption.userId, userId))
    .groupBy(choiceListOption.counsellingId)
    .orderBy(desc(changedAt), choiceListOption.counsellingId);
  // A group always has a newest option; max() is typed nullable for empty input.
  return {
    lists: rows.flatMap((row) =>
      row.changedAt ? [{ ...row, changedAt: row.changedAt.toISOString() }] : [],
    ),
  };
}

/** The keys of the options of a user's list, in list order. */
function listedOptions(
  db: Database,
  userId: string,
  counsellingId: string,
): Promise<ChoiceOptionKey[]> {
  return db
    .select({
      instituteId: choiceListOption.instituteId,
      courseId: choiceListOption.courseId,
      quotaName: choiceListOption.quota,
      category: choiceListOption.category,
    })
    .from(choiceListOption)
    .where(ofList(userId, counsellingId))
    .orderBy(choiceListOption.position);
}

/** Replaces the list with `options` in their order (reordering, or removing several). */
export async function replaceChoiceList(
  db: Database,
  userId: string,
  counsellingId: string,
  options: readonly ChoiceOptionKey[],
): Promise<void> {
  const listed = await listedOptions(db, userId, counsellingId);
  await requireKnownOptions(db, counsellingId, options, listed);
  await changeList(db, userId, async (tx) => {
    await tx.delete(choiceListOption).where(ofList(userId, counsellingId));
    if (options.length === 0) return;
    await tx
      .insert(choiceListOption)
      .values(options.map((option, index) => optionRow(userId, counsellingId, option, index)));
  });
}

/**
 * Adds an option at the end of the list; an option already listed stays where it is. A full
 * list (CHOICE_LIST_MAX_OPTIONS) refuses more (409).
 */
export async function addChoiceOption(
  db: Database,
  userId: string,
  counsellingId: string,
  option: ChoiceOptionKey,
): Promise<void> {
  await requireKnownOptions(db, counsellingId, [option]);
  await changeList(db, userId, async (tx) => {
    const listed = await tx
      .select({
        position: choiceListOption.position,
        instituteId: choiceListOption.instituteId,
        courseId: choiceListOption.courseId,
        quotaName: choiceListOption.quota,
        category: choiceListOption.category,
      })
      .from(choiceListOption)
      .where(ofList(userId, counsellingId));
    if (listed.some((row) => sameChoiceOption(row, option))) return;
    if (listed.length >= CHOICE_LIST_MAX_OPTIONS) {
      throw new DomainError(
        'conflict',
        'choice_list_full',
        `A choice list holds at most ${CHOICE_LIST_MAX_OPTIONS} options. Remove one to add another.`,
      );
    }
    const next = Math.max(-1, ...listed.map((row) => row.position)) + 1;
    await tx.insert(choiceListOption).values(optionRow(userId, counsellingId, option, next));
  });
}

/** Removes an option; the others keep their order (positions may leave gaps). */
export async function removeChoiceOption(
  db: Database,
  userId: string,
  counsellingId: string,
  option: ChoiceOptionKey,
): Promise<void> {
  await changeList(db, userId, (tx) =>
    tx
      .delete(choiceListOption)
      .where(
        and(
          ofList(userId, counsellingId),
          eq(choiceListOption.instituteId, option.instituteId),
          eq(choiceListOption.courseId, option.courseId),
          eq(choiceListOption.quota, option.quotaName),
          eq(choiceListOption.category, option.category),
        ),
      ),
  );
}

/**
 * The list replayed against every past round list of the counselling (replay.ts) for `rank`, or
 * without one the profile's All India Rank when the counselling's closing ranks are all-India
 * ranks. A counselling that ranks by its own merit list needs the rank given.
 */
export async function replayUserChoiceList(
  db: Database,
  userId: string,
  counsellingId: string,
  demo: boolean,
  rank: number | undefined,
): Promise<Omit<ChoiceListReplay, 'demo'>> {
  const list = await getChoiceList(db, userId, counsellingId, demo);
  let replayRank: number | null = rank ?? null;
  let rankSource: ChoiceListReplay['rankSource'] = rank === undefined ? null : 'query';
  if (rank === undefined && list.rankType === 'ai') {
    const [saved] = await db
      .select({ rank: profile.allIndiaRank })
      .from(profile)
      .where(eq(profile.userId, userId));
    if (saved?.rank) {
      replayRank = saved.rank;
      rankSource = 'profile';
    }
  }
  return {
    counselling: counsellingId,
    rankType: list.rankType,
    rank: replayRank,
    rankSource,
    rounds: replayRank === null ? [] : replayChoiceList(list.options, list.rounds, replayRank),
  };
}

/**
 * The outcome of the user's own list for a rank and seat category
 * (docs/decisions/0079-a-lists-outcome-from-the-shared-shift.md): the list's keys in order,
 * read for this user only, and Rank DeepScan's forecasts of them.
 */
export async function getChoiceListOutcome(
  db: Database,
  userId: string,
  counsellingId: string,
  query: ChoiceListOutcomeQuery,
  demo: boolean,
): Promise<ReturnType<typeof predictListOutcome>> {
  const listed = await listedOptions(db, userId, counsellingId);
  return predictListOutcome(db, counsellingId, query, listed, demo);
}

/**
 * Options of a counselling side by side (docs/decisions/0084-compare-side-by-side.md): each as
 * the choice list shows it (names; ranks and money only where a demo viewer may see them) and,
 * given a rank and seat category, its own chance as Rank DeepScan gives it. An option whose
 * institute or course the data does not hold is left out; one no longer offered is marked.
 */
export async function compareOptions(
  db: Database,
  query: CompareQuery,
  demo: boolean,
): Promise<Omit<Comparison, 'demo'> & { counsellingHasData: boolean }> {
  const counsellingId = query.counselling;
  if ((query.rank === undefined) !== (query.category === undefined)) {
    throw new DomainError(
      'invalid',
      'rank_without_category',
      'Give rank and category together, or neither.',
    );
  }
  const keys = sql.join(
    query.option.map(
      (option, position) =>
        sql`(${position}::int, ${counsellingId}::text, ${option.instituteId}::int,
          ${option.courseId}::int, ${option.quotaName}::text, ${option.category}::text)`,
    ),
    sql`, `,
  );
  const [rankType, rounds] = await Promise.all([
    rankTypeOf(db, counsellingId),
    counsellingColumns(db, counsellingId),
  ]);
  const options = await readOptions(
    db,
    sql`(values ${keys}) as o(position, counselling_id, institute_id, course_id, quota, category)`,
    counsellingId,
    rankType,
    demo,
  );
  const { rank, category } = query;
  const chances =
    rank !== undefined && category !== undefined && rounds.length > 0
      ? await predictListOutcome(db, counsellingId, { rank, category }, options, demo, {
          suggest: false,
        })
      : null;
  return {
    counselling: counsellingId,
    rankType,
    rounds,
    rank: rank ?? null,
    category: category ?? null,
    targetYear: chances?.targetYear ?? null,
    options: options.map(({ choice: _choice, ...option }, index) => ({
      ...option,
      probability: chances?.options[index]?.probability ?? null,
    })),
    counsellingHasData: rounds.length > 0,
  };
}

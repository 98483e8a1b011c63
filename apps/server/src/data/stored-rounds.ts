import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counsellingById } from './counsellings';
import { listOfRound, MOP_UP_ROUND, roundLabel } from './rounds';
import { inBatches, rowsOf } from './sql-batch';

// One list per round, whatever the source (docs/decisions/0077-one-list-per-round.md): a file's
// allotments of a round the database already holds (the same counselling, year, round and list
// kind, the list kind being part of the stored round, docs/decisions/0029-round-lists.md) meet
// the stored list before they are written. They complete it when they are the same allotments,
// replace it when they are another version of it, and are added beside it when they are
// another part of it (a chunk of a list split over files, a quota group's own merit list).

/**
 * A file is another source of a stored round list when at least this share of its rows give a
 * rank the list holds; below it, it is another part of the list (a chunk of a list split over
 * files, a quota group's own merit list): its rows are added, but for those of a stored rank on
 * the same seat, which are the stored allotments.
 */
const SAME_LIST_SHARE = 0.5;
/**
 * Of the ranks the two lists share, at least this share must hold the same seat (institute,
 * course, quota and category) for the file to be the same allotments; below it, the file is
 * another version of the list and replaces it.
 */
const SAME_SEATS_SHARE = 0.9;
/** A replacement must bring at least this share of the rows it removes, unless --replace. */
const MIN_REPLACING_SHARE = 0.8;

/** The columns of an allotment a file and a stored round list are compared on. */
interface AllotmentColumns {
  year: number;
  round: number;
  ai_rank: number | null;
  counselling_rank: number | null;
  institute_id: number;
  course_id: number;
  quota: string;
  allotted_category: string;
  candidate_category: string | null;
  remarks: string | null;
}

/** An allotment row as the import runner writes it (keyed by SQL column name). */
export interface AllotmentRow extends AllotmentColumns {
  [column: string]: unknown;
}

type RoundListAction = 'new' | 'completed' | 'replaced' | 'part';

/** What a file did to one stored round list. */
export interface RoundListOutcome {
  counsellingId: string;
  year: number;
  /** The stored round (docs/decisions/0029-round-lists.md). */
  round: number;
  action: RoundListAction;
  /** Allotments the round held before the file. */
  stored: number;
  /** Allotments of the round in the file. */
  incoming: number;
  /** Completed: rows of the same rank and seat, not written again. */
  matched: number;
  /** Completed: rows of a stored rank on another seat; the stored row is kept. */
  differing: number;
  /** Stored rows given a rank, candidate category or remark they lacked. */
  filled: number;
  /** Matched rows that had no fee and have one after the import (counted after derivation). */
  feesAdded: number;
  /** Rows written. */
  added: number;
  /** Replaced: stored rows removed. */
  removed: number;
}

interface StoredRow extends AllotmentColumns {
  id: string;
  has_fee: boolean;
}

/** What the import runner writes after a file met the stored rounds, and what is left to count. */
export interface RoundMeeting {
  rowsToWrite: AllotmentRow[];
  outcomes: RoundListOutcome[];
  /** Rounds the file would replace with a list much smaller than the stored one. */
  refusals: string[];
  /** Per completed outcome, the matched rows that had no fee: counted again after derivation. */
  withoutFee: Map<RoundListOutcome, string[]>;
}

const roundKey = (year: number, round: number) => `${year}/${round}`;

function appendTo<T>(groups: Map<string, T[]>, key: string, item: T): void {
  const group = groups.get(key);
  if (group) group.push(item);
  else groups.set(key, [item]);
}
const rankKeys = (row: { ai_rank: number | null; counselling_rank: number | null }) => [
  ...(row.ai_rank === null ? [] : [`ai:${row.ai_rank}`]),
  ...(row.counselling_rank === null ? [] : [`counselling:${row.counselling_rank}`]),
];
const sameSeat = (left: AllotmentRow, right: StoredRow) =>
  left.institute_id === right.institute_id &&
  left.course_id === right.course_id &&
  left.quota === right.quota &&
  left.allotted_category === right.allotted_category;

async function storedRows(
  db: Database,
  counsellingId: string,
  rounds: readonly { year: number; round: number }[],
): Promise<StoredRow[]> {
  const pairs = sql.join(
    rounds.map(({ year, round }) => sql`(${year}::smallint, ${round}::smallint)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select id::text as id, year::int as year, round::int as round, ai_rank, counselling_rank,
      institute_id, course_id, quota, allotted_category, candidate_category, remarks,
      fee_year_1 is not null as has_fee
    from allotment
    where counselling_id = ${counsellingId} and (year, round) in (${pairs})`);
  return rowsOf<StoredRow>(result);
}

/**
 * Pairs each incoming row with a stored row of its rank (AI rank, else counselling rank), one
 * stored row at most once, preferring one on the same seat.
 */
function pairByRank(incoming: readonly AllotmentRow[], stored: readonly StoredRow[]) {
  const byRank = new Map<string, StoredRow[]>();
  for (const row of stored) {
    for (const key of rankKeys(row)) appendTo(byRank, key, row);
  }
  const taken = new Set<string>();
  const matched: [AllotmentRow, StoredRow][] = [];
  const differing: [AllotmentRow, StoredRow][] = [];
  for (const row of incoming) {
    const candidates = rankKeys(row)
      .flatMap((key) => byRank.get(key) ?? [])
      .filter((candidate) => !taken.has(candidate.id));
    const pick = candidates.find((candidate) => sameSeat(row, candidate)) ?? candidates[0];
    if (!pick) continue;
    taken.add(pick.id);
    (sameSeat(row, pick) ? matched : differing).push([row, pick]);
  }
  return { matched, differing };
}

/** The stored row's missing rank, candidate category and remark, from the incoming row. */
function filling(row: AllotmentRow, stored: StoredRow) {
  const fill = {
    id: stored.id,
    ai_rank: stored.ai_rank ?? row.ai_rank,
    counselling_rank: stored.counselling_rank ?? row.counselling_rank,
    candidate_category: stored.candidate_category ?? row.candidate_category,
    remarks: stored.remarks ?? row.remarks,
  };
  const changed =
    fill.ai_rank !== stored.ai_rank ||
    fill.counselling_rank !== stored.counselling_rank ||
    fill.candidate_category !== stored.candidate_category ||
    fill.remarks !== stored.remarks;
  return changed ? fill : null;
}

async function fillStoredRows(db: Database, fills: readonly ReturnType<typeof filling>[]) {
  const present = fills.filter((fill) => fill !== null);
  await inBatches(present, async (batch) => {
    await db.execute(sql`
      update allotment a set ai_rank = v.ai_rank, counselling_rank = v.counselling_rank,
        candidate_category = v.candidate_category, remarks = v.remarks
      from json_to_recordset(${JSON.stringify(batch)}::json)
        as v(id bigint, ai_rank int, counselling_rank int, candidate_category text, remarks text)
      where a.id = v.id`);
  });
}

async function removeStoredRows(db: Database, rows: readonly StoredRow[]) {
  await inBatches(rows, async (batch) => {
    const ids = batch.map((row) => row.id);
    await db.execute(
      sql`delete from allotment where id in (select unnest(${`{${ids.join(',')}}`}::bigint[]))`,
    );
  });
}

const formatCount = (value: number) => value.toLocaleString('en-IN');

/**
 * Meets a file's allotment rows of one counselling with the round lists already stored, and
 * does what the rule says (docs/decisions/0077-one-list-per-round.md): stored rows completed or
 * removed here, the rows still to write returned. A replacement by a list of fewer than 80% of
 * the stored rows is a refusal unless `replace` (--replace or --force).
 */
export async function meetStoredRounds(
  db: Database,
  fileName: string,
  counsellingId: string,
  rows: readonly AllotmentRow[],
  replace: boolean,
): Promise<RoundMeeting> {
  const incomingByRound = new Map<string, AllotmentRow[]>();
  for (const row of rows) {
    const key = roundKey(row.year, row.round);
    appendTo(incomingByRound, key, row);
  }
  const rounds = [...incomingByRound.values()].map((group) => ({
    year: group[0]?.year ?? 0,
    round: group[0]?.round ?? 0,
  }));
  const meeting: RoundMeeting = {
    rowsToWrite: [],
    outcomes: [],
    refusals: [],
    withoutFee: new Map(),
  };
  if (rounds.length === 0) return meeting;
  const storedByRound = new Map<string, StoredRow[]>();
  for (const row of await storedRows(db, counsellingId, rounds)) {
    const key = roundKey(row.year, row.round);
    appendTo(storedByRound, key, row);
  }
  const fills: ReturnType<typeof filling>[] = [];
  const removals: StoredRow[] = [];
  const leftOut = new Set<AllotmentRow>();
  for (const [key, incoming] of incomingByRound) {
    const stored = storedByRound.get(key) ?? [];
    const { year, round } = incoming[0] ?? { year: 0, round: 0 };
    const outcome: RoundListOutcome = {
      counsellingId,
      year,
      round,
      action: 'new',
      stored: stored.length,
      incoming: incoming.length,
      matched: 0,
      differing: 0,
      filled: 0,
      feesAdded: 0,
      added: incoming.length,
      removed: 0,
    };
    meeting.outcomes.push(outcome);
    if (stored.length === 0) continue;
    const { matched, differing } = pairByRank(incoming, stored);
    const shared = matched.length + differing.length;
    const sameList = shared >= SAME_LIST_SHARE * incoming.length;
    if (sameList && matched.length < SAME_SEATS_SHARE * shared) {
      outcome.action = 'replaced';
      outcome.removed = stored.length;
      if (!replace && incoming.length < stored.length * MIN_REPLACING_SHARE) {
        meeting.refusals.push(
          `${fileName}: would replace ${roundListName(counsellingId, year, [round])} (${formatCount(stored.length)} allotments stored, ${formatCount(shared)} of the same ranks, ${formatCount(matched.length)} of them on the same seat) with ${formatCount(incoming.length)}, fewer than ${MIN_REPLACING_SHARE * 100}% of them; --replace replaces them`,
        );
      }
      removals.push(...stored);
      continue;
    }
    // The same allotments are never written twice; a stored rank on another seat is the same
    // candidate in the same list (the stored row is kept), or, in another part of the list, a
    // rank of another merit list (Telangana's management quota), written.
    outcome.action = sameList ? 'completed' : 'part';
    outcome.matched = matched.length;
    const notWritten = [...matched, ...(sameList ? differing : [])].map(([row]) => row);
    for (const row of notWritten) leftOut.add(row);
    outcome.differing = sameList ? differing.length : 0;
    outcome.added = incoming.length - notWritten.length;
    const roundFills = matched.map(([row, storedRow]) => filling(row, storedRow));
    outcome.filled = roundFills.filter((fill) => fill !== null).length;
    fills.push(...roundFills);
    meeting.withoutFee.set(
      outcome,
      matched.filter(([, storedRow]) => !storedRow.has_fee).map(([, storedRow]) => storedRow.id),
    );
  }
  // In the file's order (a file may hold rows of several rounds interleaved), so a list imported
  // again gets its rows back in the same order.
  meeting.rowsToWrite = rows.filter((row) => !leftOut.has(row));
  await fillStoredRows(db, fills);
  await removeStoredRows(db, removals);
  return meeting;
}

/** After derivation: how many matched rows that had no fee now have one. */
export async function countFeesAdded(db: Database, meeting: RoundMeeting): Promise<void> {
  for (const [outcome, ids] of meeting.withoutFee) {
    if (ids.length === 0) continue;
    const result = await db.execute<{ rows: number }>(sql`
      select count(*)::int as rows from allotment
      where id in (select unnest(${`{${ids.join(',')}}`}::bigint[])) and fee_year_1 is not null`);
    outcome.feesAdded = rowsOf<{ rows: number }>(result)[0]?.rows ?? 0;
  }
}

/** Rounds as words: `round 1`, `rounds 1-3`, `rounds 1 and 3`; `Round 2 and Stray` with a named one. */
function roundsText(counsellingId: string, storedRounds: readonly number[]): string {
  const style = counsellingById(counsellingId)?.roundStyle ?? 'round';
  const plain = [...new Set(storedRounds.map((stored) => listOfRound(stored).round))].sort(
    (left, right) => left - right,
  );
  const inWords = (parts: readonly string[]) =>
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  if (plain.some((round) => round >= MOP_UP_ROUND)) {
    return inWords(plain.map((round) => roundLabel(round, style).label));
  }
  const word = style === 'phase' ? 'phase' : 'round';
  const first = plain[0] ?? 0;
  const last = plain.at(-1) ?? 0;
  if (plain.length === 1) return `${word} ${first}`;
  const contiguous = plain.every((round, index) => round === first + index);
  return `${word}s ${contiguous ? `${first}-${last}` : inWords(plain.map(String))}`;
}

/** `rounds 1-2 of Karnataka NEET PG 2024`, saying when the list is of seats held after them. */
function roundListName(counsellingId: string, year: number, storedRounds: readonly number[]) {
  const name = counsellingById(counsellingId)?.name ?? counsellingId;
  const held = storedRounds.every((stored) => listOfRound(stored).list === 'held');
  const kind = held ? ' (seats held after the round)' : '';
  return `${roundsText(counsellingId, storedRounds)}${kind} of ${name} ${year}`;
}

/**
 * The import summary's words for what a file did to the round lists already stored, one line
 * per counselling, year, list kind and action (rounds it brought new are not mentioned):
 * "rounds 1-2 of Karnataka NEET PG 2024: 5,562 allotments matched, fees added to 5,562".
 */
export function describeRoundOutcomes(outcomes: readonly RoundListOutcome[]): string[] {
  const groups = new Map<string, RoundListOutcome[]>();
  for (const outcome of outcomes) {
    if (outcome.action === 'new') continue;
    const key = [
      outcome.counsellingId,
      outcome.year,
      listOfRound(outcome.round).list,
      outcome.action,
    ].join('/');
    appendTo(groups, key, outcome);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as RoundListOutcome;
    const sum = (field: keyof RoundListOutcome) =>
      group.reduce((total, outcome) => total + Number(outcome[field]), 0);
    const name = roundListName(
      first.counsellingId,
      first.year,
      group.map((outcome) => outcome.round),
    );
    if (first.action === 'replaced') {
      return `${name} replaced: ${formatCount(sum('removed'))} allotments removed, ${formatCount(sum('added'))} added`;
    }
    const parts =
      first.action === 'part'
        ? [
            `${formatCount(sum('added'))} allotments added beside the ${formatCount(sum('stored'))} stored (another part of the list)`,
            ...(sum('matched') > 0 ? [`${formatCount(sum('matched'))} matched`] : []),
          ]
        : [`${formatCount(sum('matched'))} allotments matched`];
    if (sum('feesAdded') > 0) parts.push(`fees added to ${formatCount(sum('feesAdded'))}`);
    if (sum('filled') > 0) {
      parts.push(`ranks, categories or remarks added to ${formatCount(sum('filled'))}`);
    }
    if (first.action === 'completed' && sum('added') > 0) {
      parts.push(`${formatCount(sum('added'))} added that the list lacked`);
    }
    if (sum('differing') > 0) {
      parts.push(
        `${formatCount(sum('differing'))} of a stored rank on another seat left as stored`,
      );
    }
    return `${name}: ${parts.join(', ')}`;
  });
}

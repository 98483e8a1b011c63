import {
  ENCODED_ALLOTTED_ROUND_OFFSET,
  ROUND_NUMBER_MAX,
  roundListsAskedFor,
  type RoundList,
  type RoundOfList,
} from '@seatscope/shared';
import { sql, type SQL } from 'drizzle-orm';
import { DomainError } from '../common/errors';
import { COUNSELLINGS } from './counsellings';

/**
 * Round numbers order the rounds of a counselling (docs/product.md#years-and-rounds): numbered rounds and phases
 * keep their number; stray rounds come after every numbered round.
 */
export const STRAY_ROUND = 10;
export const SPECIAL_STRAY_ROUND = 11;
/** A list of every seat held when the counselling ended, its round not stated (KEA's RTI list). */
export const FINAL_LIST_ROUND = 12;
/** MCC UG's mop-up round (2020-2022, 2024): after the numbered rounds, before the stray round. */
export const MOP_UP_ROUND = 9;

/**
 * What a source's list for a round holds (docs/decisions/0029-round-lists.md): `held` lists
 * everyone holding a seat after the round (MCC's "after Round 3" files, Telangana's phases);
 * `allotted` lists the allotments made in that round (the round-wise MCC and KEA lists). The two
 * are different rounds of the counselling: the database stores an `allotted` list's round as its
 * round plus ENCODED_ALLOTTED_ROUND_OFFSET, so closing ranks, cutoff columns and round filters
 * never add one to the other. The API never shows that number: it gives the round and its list
 * (docs/decisions/0087-rounds-are-rounds-in-the-api.md).
 */
export type RoundListKind = RoundList;

export function roundOfList(round: number, listKind: RoundListKind): number {
  return listKind === 'allotted' ? round + ENCODED_ALLOTTED_ROUND_OFFSET : round;
}

/** A stored round as the API gives it: its own number and its list. */
export function listOfRound(storedRound: number): RoundOfList {
  return storedRound > ENCODED_ALLOTTED_ROUND_OFFSET
    ? { round: storedRound - ENCODED_ALLOTTED_ROUND_OFFSET, list: 'allotted' }
    : { round: storedRound, list: 'held' };
}

/** The list kind of a stored round column, in SQL: `listOfRound` for a query. */
export const listKindOfRoundSql = (storedRound: SQL) =>
  sql`case when ${storedRound} > ${sql.raw(String(ENCODED_ALLOTTED_ROUND_OFFSET))} then 'allotted' else 'held' end`;

/** A row read with its stored round, as the API gives it: the round's own number and its list. */
export function withPublicRound<Row extends Record<string, unknown>>(row: Row): Row & RoundOfList {
  return { ...row, ...listOfRound(Number(row.round)) };
}

/** Every round number a list can have, for a filter that names a list but no round. */
const EVERY_ROUND = Array.from({ length: ROUND_NUMBER_MAX + 1 }, (_, round) => round);

/**
 * The stored rounds a request's `round` and `list` filters name (an old encoded round read as
 * the allotments list it names); undefined: no round filter. A request whose rounds its lists
 * leave out (round=101&list=held) is refused with a message, never answered with nothing.
 */
export function storedRoundsAskedFor(
  rounds: readonly number[] = [],
  lists: readonly RoundList[] = [],
): number[] | undefined {
  if (rounds.length === 0 && lists.length === 0) return undefined;
  if (rounds.length === 0) {
    return lists.flatMap((list) => EVERY_ROUND.map((round) => roundOfList(round, list)));
  }
  const asked = roundListsAskedFor(rounds, lists);
  if (asked.length === 0) {
    throw new DomainError(
      'invalid',
      'invalid_query',
      `round ${rounds.join(',')} is an allotments list (the old form of round=N&list=allotted), which list=${lists.join(',')} leaves out.`,
    );
  }
  return asked.map(({ round, list }) => roundOfList(round, list));
}

/**
 * Stray, special stray and the final list of a stored round (either list kind): not a regular
 * round, so not what Rank DeepScan predicts (docs/predictor.md).
 */
export function isStrayRound(storedRound: number): boolean {
  return listOfRound(storedRound).round >= STRAY_ROUND;
}

/**
 * Counsellings whose held stray list holds only that round's allotments, not every seat held
 * after it: MCC NEET PG's `<year>-stray.json` (2,858 rows in 2023, the same as the round-wise
 * list's stray round, docs/decisions/0029-round-lists.md).
 */
const STRAY_ONLY_HELD_LISTS: ReadonlySet<string> = new Set([COUNSELLINGS.mccNeetPg.id]);

/**
 * What a stored round's list holds, in the words of docs/decisions/0029-round-lists.md: the
 * Cutoff Ranks column's tooltip, so a stray column is never read as the seats held after it.
 */
export function roundListNote(counsellingId: string, storedRound: number, label: string): string {
  if (listOfRound(storedRound).list === 'allotted') {
    return `${label}: the allotments made in this round only`;
  }
  if (isStrayOnlyHeldList(counsellingId, storedRound)) {
    return `${label} (this round's allotments only, not every seat held after it)`;
  }
  return `${label}: every seat held after this round`;
}

/** A held round whose list is that round's allotments only (MCC's stray lists): labelled so. */
export function isStrayOnlyHeldList(counsellingId: string, storedRound: number): boolean {
  const { round, list } = listOfRound(storedRound);
  return list === 'held' && round >= STRAY_ROUND && STRAY_ONLY_HELD_LISTS.has(counsellingId);
}

export type RoundStyle = 'round' | 'phase';

export interface RoundLabel {
  label: string;
  shortLabel: string;
}

export function roundLabel(storedRound: number, style: RoundStyle): RoundLabel {
  const { round, list } = listOfRound(storedRound);
  const plain = plainRoundLabel(round, style);
  return list === 'allotted'
    ? { label: `${plain.label} allotments`, shortLabel: `${plain.shortLabel} allot.` }
    : plain;
}

function plainRoundLabel(round: number, style: RoundStyle): RoundLabel {
  if (round === STRAY_ROUND) return { label: 'Stray', shortLabel: 'Stray' };
  if (round === SPECIAL_STRAY_ROUND) return { label: 'Special Stray', shortLabel: 'SS' };
  if (round === MOP_UP_ROUND) return { label: 'Mop-up', shortLabel: 'Mop-up' };
  if (round === FINAL_LIST_ROUND) return { label: 'Final list', shortLabel: 'Final' };
  return style === 'phase'
    ? { label: `Phase ${round}`, shortLabel: `P${round}` }
    : { label: `Round ${round}`, shortLabel: `R${round}` };
}

export interface FileScope {
  year: number | null;
  round: number | null;
  /** `cq` / `mq` in Telangana file names. */
  quotaGroup: string | null;
}

/**
 * Reads year and round from names like `2023-round-3.json`, `2023-cq-p2.json`,
 * `2023-stray.json`, `2022-mq-stray.json`, `2024-special-stray.csv`.
 */
export function scopeFromFileName(fileName: string): FileScope {
  const base = fileName.toLowerCase().replace(/\.[a-z0-9]+$/, '');
  const year = /(?:^|[^0-9])(20\d\d)(?:[^0-9]|$)/.exec(base)?.[1];
  const quotaGroup = /(?:^|[-_])(cq|mq)(?:[-_]|$)/.exec(base)?.[1] ?? null;
  let round: number | null = null;
  if (/special[-_ ]?stray/.test(base)) round = SPECIAL_STRAY_ROUND;
  else if (/stray/.test(base)) round = STRAY_ROUND;
  else {
    const numbered = /(?:round|phase|r|p)[-_ ]?(\d)(?:[^0-9]|$)/.exec(base)?.[1];
    if (numbered !== undefined) round = Number(numbered);
  }
  return { year: year === undefined ? null : Number(year), round, quotaGroup };
}

/**
 * A round as a list's own column writes it: `R2`, `2`, `Round 2`, `AIQ_R2`-free forms,
 * `MOPUP`, `Mop-up`, `STRAY`, `Stray Vacancy`, `Special Stray`. Null when it names no round.
 */
export function roundFromText(text: string): number | null {
  const tidy = text.trim().toLowerCase();
  if (/^special[\s_-]*stray/.test(tidy)) return SPECIAL_STRAY_ROUND;
  if (/stray/.test(tidy)) return STRAY_ROUND;
  if (/^mop[\s_-]*up/.test(tidy)) return MOP_UP_ROUND;
  const numbered = /^(?:r|round|phase|p)?[\s_-]*(\d{1,2})$/.exec(tidy)?.[1];
  if (numbered === undefined) return null;
  const round = Number(numbered);
  return round >= 1 && round < MOP_UP_ROUND ? round : null;
}

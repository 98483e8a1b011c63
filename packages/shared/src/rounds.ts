import { z } from 'zod';
import { listParam } from './list-query';

/**
 * Rounds in the API (docs/decisions/0087-rounds-are-rounds-in-the-api.md): a round is its own
 * number (1-8 numbered rounds or phases, 9 mop-up, 10 stray, 11 special stray, 12 a final list
 * whose round is not stated) and its list kind is a field of its own, `list`: `held` (the seats
 * held after the round) or `allotted` (the allotments made in it), as
 * docs/decisions/0029-round-lists.md tells them apart.
 */
export const ROUND_LISTS = ['held', 'allotted'] as const;
export type RoundList = (typeof ROUND_LISTS)[number];

/** The largest round number a list can have (12: a final list). */
export const ROUND_NUMBER_MAX = 12;

/**
 * Before decision 0087 the API and the web app's addresses named an allotments list by its round
 * plus this offset (round=101: Round 1 allotments). The database still stores rounds so
 * (apps/server/src/data/rounds.ts); a request or bookmark with such a round keeps working.
 */
export const ENCODED_ALLOTTED_ROUND_OFFSET = 100;
/** The largest round value a request may give: an old encoded round reaches 112. */
const ROUND_VALUE_MAX = ENCODED_ALLOTTED_ROUND_OFFSET + ROUND_NUMBER_MAX;

/** A round and which list of it: the fields every round column and filter of the API has. */
export const roundFields = {
  /** The round's own number (10: stray). */
  round: z.number().int(),
  /** `held`: seats held after the round; `allotted`: allotments made in it. */
  list: z.enum(ROUND_LISTS),
  /** As the screens label it: "Round 3 allotments", "Round 3 (seats held)", "Round 3". */
  roundLabel: z.string(),
};

export interface RoundOfList {
  round: number;
  list: RoundList;
}

/**
 * An old encoded round read as its round and list (101: round 1, allotted); a round of today's
 * form gives its number and no list.
 */
export function readEncodedRound(value: number): { round: number; list: RoundList | null } {
  return value > ENCODED_ALLOTTED_ROUND_OFFSET
    ? { round: value - ENCODED_ALLOTTED_ROUND_OFFSET, list: 'allotted' }
    : { round: value, list: null };
}

/** Round lists in the screens' order: lists of seats held first, then allotments, by round. */
export function compareRounds(a: RoundOfList, b: RoundOfList): number {
  return ROUND_LISTS.indexOf(a.list) - ROUND_LISTS.indexOf(b.list) || a.round - b.round;
}

const LIST_MESSAGE = 'list must be held or allotted';
const roundList = z.enum(ROUND_LISTS, LIST_MESSAGE);

/** `list=held|allotted` (repeated or comma-separated for both; absent: both). */
export const roundListParam = listParam.pipe(z.array(roundList));
/** One list, where a request names one cell (a cutoff's detail). */
export const oneRoundListParam = roundList;

/** A round's own number; an old encoded round (101: Round 1 allotments) is read too. */
export const oneRoundParam = z
  .string()
  .regex(/^\d{1,3}$/, 'round must be a whole number')
  .transform(Number)
  .refine(
    (value) =>
      value <= ROUND_NUMBER_MAX ||
      (value > ENCODED_ALLOTTED_ROUND_OFFSET && value <= ROUND_VALUE_MAX),
    `round must be a round number, 1 to ${ROUND_NUMBER_MAX} (10: stray)`,
  );

/** `round=1,2` as their own numbers (repeated or comma-separated). */
export const roundParam = listParam.pipe(z.array(oneRoundParam));

/**
 * The rounds and lists a request names, with any old encoded round read as its round and
 * `allotted`: rounds 1 and 101 with no list are Round 1 (both lists) and Round 1 allotments.
 * Each pair is one round list asked for; none: every round (of the lists asked for).
 */
export function roundListsAskedFor(
  rounds: readonly number[],
  lists: readonly RoundList[],
): RoundOfList[] {
  const kinds = lists.length === 0 ? ROUND_LISTS : lists;
  const pairs = new Map<string, RoundOfList>();
  for (const value of rounds) {
    const { round, list } = readEncodedRound(value);
    // An encoded round is one list; asked beside `list`, it must be one of those lists.
    for (const kind of list === null ? kinds : kinds.filter((each) => each === list)) {
      pairs.set(`${round}-${kind}`, { round, list: kind });
    }
  }
  return [...pairs.values()];
}

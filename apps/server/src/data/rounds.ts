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
 * are different rounds of the counselling: `allotted` lists take their round number plus
 * ROUND_LIST_OFFSET, so closing ranks, cutoff columns and round filters never add one to the
 * other.
 */
export type RoundListKind = 'held' | 'allotted';
const ROUND_LIST_OFFSET = 100;

export function roundOfList(round: number, listKind: RoundListKind): number {
  return listKind === 'allotted' ? round + ROUND_LIST_OFFSET : round;
}

export function listOfRound(round: number): { round: number; listKind: RoundListKind } {
  return round > ROUND_LIST_OFFSET
    ? { round: round - ROUND_LIST_OFFSET, listKind: 'allotted' }
    : { round, listKind: 'held' };
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
  if (listOfRound(storedRound).listKind === 'allotted') {
    return `${label}: the allotments made in this round only`;
  }
  if (isStrayOnlyHeldList(counsellingId, storedRound)) {
    return `${label} (this round's allotments only, not every seat held after it)`;
  }
  return `${label}: every seat held after this round`;
}

/** A held round whose list is that round's allotments only (MCC's stray lists): labelled so. */
export function isStrayOnlyHeldList(counsellingId: string, storedRound: number): boolean {
  const { round, listKind } = listOfRound(storedRound);
  return listKind === 'held' && round >= STRAY_ROUND && STRAY_ONLY_HELD_LISTS.has(counsellingId);
}

export type RoundStyle = 'round' | 'phase';

export interface RoundLabel {
  label: string;
  shortLabel: string;
}

export function roundLabel(storedRound: number, style: RoundStyle): RoundLabel {
  const { round, listKind } = listOfRound(storedRound);
  const plain = plainRoundLabel(round, style);
  return listKind === 'allotted'
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

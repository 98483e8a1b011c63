/**
 * Round numbers order the rounds of a counselling (decision 4): numbered rounds and phases
 * keep their number; stray rounds come after every numbered round.
 */
export const STRAY_ROUND = 10;
export const SPECIAL_STRAY_ROUND = 11;

export type RoundStyle = 'round' | 'phase';

export interface RoundLabel {
  label: string;
  shortLabel: string;
}

export function roundLabel(round: number, style: RoundStyle): RoundLabel {
  if (round === STRAY_ROUND) return { label: 'Stray', shortLabel: 'Stray' };
  if (round === SPECIAL_STRAY_ROUND) return { label: 'Special Stray', shortLabel: 'SS' };
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

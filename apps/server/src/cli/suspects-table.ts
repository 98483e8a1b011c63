import { describeSuspectMark } from '@seatscope/shared';
import type { MarkedValue } from '../data/suspect-marks';

// `npm run data -- suspects` on a terminal and the import summary: each marked value in a line a
// person can judge, and the options that name it to `confirm` or `correct`
// (docs/operations.md#suspect-values).

/** The options of `confirm` and `correct` that name this value's cell. */
export function cellOptions(value: MarkedValue): string {
  const quote = (text: string) =>
    /^[\w-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
  return [
    `--counselling ${value.counsellingId} --year ${value.year} --round ${value.round}`,
    `--list ${value.list} --institute ${value.instituteId} --course ${value.courseId}`,
    `--quota ${quote(value.quota)} --category ${quote(value.category)} --rank-type ${value.rankType}`,
  ].join(' ');
}

/** A line a value: where it is, its mark, and how to name it. */
export function markedValueLine(value: MarkedValue): string {
  return `  ${value.counsellingId} ${value.year} ${value.roundLabel} | ${value.instituteName} | ${value.courseName} | ${value.quota} | ${value.category} | ${describeSuspectMark(value.mark)}\n      ${cellOptions(value)}`;
}

/** Counts per counselling and kind, then every value. */
export function formatMarkedValues(values: readonly MarkedValue[]): string {
  if (values.length === 0) return 'No closing rank is marked suspect or corrected.';
  const counts = new Map<string, Map<string, number>>();
  for (const value of values) {
    const kinds = counts.get(value.counsellingId) ?? new Map<string, number>();
    kinds.set(value.mark.kind, (kinds.get(value.mark.kind) ?? 0) + 1);
    counts.set(value.counsellingId, kinds);
  }
  const summary = [...counts].map(
    ([counselling, kinds]) =>
      `${counselling}: ${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')}`,
  );
  return [
    `${values.length} closing rank(s) marked:`,
    ...summary.map((line) => `  ${line}`),
    ...values.map(markedValueLine),
  ].join('\n');
}

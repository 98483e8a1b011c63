import type { DataStatus, LiveList } from '@seatscope/shared';

// `npm run data -- status` on a terminal: the bundle in a line, the live round lists as a table
// (docs/operations.md#what-is-live). `--json` prints the API's answer instead.

const count = (value: number) => value.toLocaleString('en-IN');

/** `2026-11-28 00:39 UTC`: a minute is close enough to tell imports apart, and UTC is unambiguous. */
const minuteOf = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const COLUMNS = [
  { header: 'counselling', cell: (list: LiveList) => list.counselling },
  { header: 'year', cell: (list: LiveList) => String(list.year) },
  { header: 'round', cell: (list: LiveList) => list.roundLabel },
  { header: 'list', cell: (list: LiveList) => list.list },
  { header: 'rows', cell: (list: LiveList) => count(list.rows), right: true },
  {
    header: 'rejected',
    cell: (list: LiveList) => count(list.rejected),
    right: true,
  },
  {
    header: 'suspect',
    cell: (list: LiveList) => count(list.suspect),
    right: true,
  },
  { header: 'imported', cell: (list: LiveList) => minuteOf(list.importedAt) },
  { header: 'source', cell: (list: LiveList) => list.source },
] as const;

/** The status as an operator reads it on a terminal. */
export function formatDataStatus(status: DataStatus): string {
  const lines = [
    status.bundle
      ? `Bundle: loaded ${minuteOf(status.bundle.loadedAt)}, ${count(status.bundle.rows)} rows, identity ${status.bundle.sha256}`
      : 'Bundle: none (the data did not come from data/bundle)',
    '',
  ];
  if (status.lists.length === 0) {
    lines.push('No round list is live: nothing imported holds allotments, closing ranks or seats.');
    return lines.join('\n');
  }
  const cells = status.lists.map((list) => COLUMNS.map((column) => column.cell(list)));
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.header.length, ...cells.map((row) => row[index]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => {
        const width = widths[index] ?? value.length;
        const column = COLUMNS[index];
        // The last column is not padded: no trailing spaces.
        if (index === values.length - 1) return value;
        return column && 'right' in column ? value.padStart(width) : value.padEnd(width);
      })
      .join('  ');
  lines.push(line(COLUMNS.map((column) => column.header)));
  for (const row of cells) lines.push(line(row));
  lines.push(
    '',
    `${count(status.lists.length)} ${status.lists.length === 1 ? 'list' : 'lists'} live. Suspect: closing ranks marked suspect (npm run data -- suspects lists them).`,
  );
  return lines.join('\n');
}

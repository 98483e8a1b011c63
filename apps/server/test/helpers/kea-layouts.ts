import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCsvTable, text } from '../../src/data/importers/table';
import { writeImportFile } from './mcc-file';
import { sharedData } from './shared-data';

/** A row of a KEA NEET UG allotment list in the collector's layout (`year, round, air, ...`). */
export type KeaUgRow = Record<string, string>;

/** The rows of one of the repository's KEA NEET UG allotment lists, e.g. `kea_2023_STRAY.csv`. */
export async function readKeaUgRows(fileName: string): Promise<KeaUgRow[]> {
  const filePath = sharedData('karnataka-neet-ug', 'allotments', fileName);
  const table = readCsvTable({
    path: filePath,
    name: fileName,
    bytes: await readFile(filePath),
    sha256: '',
  });
  return table.rows.map(({ values }) =>
    Object.fromEntries(table.columns.map((column) => [column, text(values[column])])),
  );
}

const csvCell = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csvText = (header: readonly string[], lines: readonly (readonly string[])[]) =>
  [header, ...lines].map((line) => line.map(csvCell).join(',')).join('\n') + '\n';

/** Rows in the collector's layout, as a file of that layout (the real file's columns). */
export function writeKeaUgFile(folder: string, name: string, rows: readonly KeaUgRow[]) {
  const header = Object.keys(rows[0] ?? {});
  return writeImportFile(
    folder,
    name,
    csvText(
      header,
      rows.map((row) => header.map((column) => row[column] ?? '')),
    ),
  );
}

/**
 * The same allotments in KEA's own layout (`All India Rank, Name of the College Allotted., ...`),
 * without their fees: another source of the same rounds.
 */
export function writeKeaOwnLayoutFile(folder: string, name: string, rows: readonly KeaUgRow[]) {
  return writeImportFile(
    folder,
    path.basename(name),
    csvText(
      [
        'All India Rank',
        'Name of the College Allotted.',
        'Course Name',
        'Allotted Category',
        'Exam year',
        'Round',
      ],
      rows.map((row) => [
        row.air ?? '',
        row.college_raw ?? '',
        row.course ?? '',
        row.seat_category ?? '',
        row.year ?? '',
        row.round ?? '',
      ]),
    ),
  );
}

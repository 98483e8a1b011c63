import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE_DIR, readBundleManifest, readBundleTable } from '../../src/data/bundle';

// Bundles made from the real one for the upgrade test and bench
// (docs/decisions/0076-upgrades-keep-everything.md): a few counsellings of it, an older copy
// with its ids moved and an institute renamed, a newer one without an institute. Each keeps
// what the importers would derive from its lists: whole counsellings, or whole institutes, go.

type Row = Record<string, unknown>;

/** A bundle's tables, rows as objects, by table name. */
export type BundleRows = Map<string, Row[]>;

/** Tables whose rows name an institute and a course (the lists and what is derived from them). */
const SEAT_TABLES = [
  'allotment',
  'fee',
  'listed_closing_rank',
  'seat_matrix',
  'closing_rank',
  'cutoff_row',
] as const;
/** Tables of rows that belong to an import run. */
const RUN_TABLES = ['allotment', 'fee', 'listed_closing_rank', 'seat_matrix'] as const;
/** Tables derived per counselling. */
const DERIVED_TABLES = ['closing_rank', 'cutoff_row', 'counselling_round'] as const;

const rowsOf = (bundle: BundleRows, table: string) => bundle.get(table) ?? [];

export async function readBundleRows(bundleDir: string = BUNDLE_DIR): Promise<BundleRows> {
  const manifest = await readBundleManifest(bundleDir);
  const bundle: BundleRows = new Map();
  for (const table of Object.keys(manifest.tables)) {
    bundle.set(
      table,
      (await readBundleTable(bundleDir, table)).map((line) => JSON.parse(line) as Row),
    );
  }
  return bundle;
}

/** Writes `bundle` as a bundle folder: a table file each and a manifest that counts them. */
export async function writeBundleRows(bundleDir: string, bundle: BundleRows): Promise<void> {
  await mkdir(bundleDir, { recursive: true });
  for (const [table, rows] of bundle) {
    const text = rows.map((row) => `${JSON.stringify(row)}\n`).join('');
    await writeFile(path.join(bundleDir, `${table}.jsonl.gz`), gzipSync(text));
  }
  const tables = Object.fromEntries([...bundle].map(([table, rows]) => [table, rows.length]));
  await writeFile(
    path.join(bundleDir, 'manifest.json'),
    JSON.stringify({ description: 'a test bundle', tables, steps: [] }),
  );
}

/**
 * The runs `keepRun` keeps with their rows, what is derived for the counsellings whose lists
 * they are (keep all of a counselling's runs), and the institutes, courses, universities and
 * counsellings those rows name.
 */
export function bundleSubset(bundle: BundleRows, keepRun: (run: Row) => boolean): BundleRows {
  const runs = rowsOf(bundle, 'import_run').filter(keepRun);
  const runIds = new Set(runs.map((run) => run.id));
  const subset: BundleRows = new Map([['import_run', runs]]);
  const listed = new Set<unknown>();
  for (const table of RUN_TABLES) {
    const rows = rowsOf(bundle, table).filter((row) => runIds.has(row.import_run_id));
    subset.set(table, rows);
    if (table !== 'fee') for (const row of rows) listed.add(row.counselling_id);
  }
  for (const table of DERIVED_TABLES) {
    subset.set(
      table,
      rowsOf(bundle, table).filter((row) => listed.has(row.counselling_id)),
    );
  }
  subset.set('seat_matrix', [
    ...rowsOf(subset, 'seat_matrix'),
    ...rowsOf(bundle, 'seat_matrix').filter(
      (row) => row.import_run_id === null && listed.has(row.counselling_id),
    ),
  ]);
  const named = (column: string) =>
    new Set(SEAT_TABLES.flatMap((table) => rowsOf(subset, table).map((row) => row[column])));
  const institutes = named('institute_id');
  const courses = named('course_id');
  const counsellings = new Set([
    ...named('counselling_id'),
    ...runs.map((run) => run.counselling_id),
  ]);
  subset.set(
    'institute',
    rowsOf(bundle, 'institute').filter((row) => institutes.has(row.id)),
  );
  const universities = new Set(rowsOf(subset, 'institute').map((row) => row.university_id));
  subset.set(
    'university',
    rowsOf(bundle, 'university').filter((row) => universities.has(row.id)),
  );
  subset.set(
    'institute_alias',
    rowsOf(bundle, 'institute_alias').filter((row) => institutes.has(row.institute_id)),
  );
  subset.set(
    'course',
    rowsOf(bundle, 'course').filter((row) => courses.has(row.id)),
  );
  subset.set(
    'counselling',
    rowsOf(bundle, 'counselling').filter((row) => counsellings.has(row.id)),
  );
  return subset;
}

/** The bundle without an institute and every row that names it (a college that closed). */
export function withoutInstitute(bundle: BundleRows, instituteId: number): BundleRows {
  const result: BundleRows = new Map();
  for (const [table, rows] of bundle) {
    result.set(
      table,
      rows.filter((row) =>
        table === 'institute' ? row.id !== instituteId : row.institute_id !== instituteId,
      ),
    );
  }
  return result;
}

/**
 * The bundle with its institutes, courses and universities numbered `offset` higher (an older
 * build numbered them otherwise), and institute `renamed.id` called `renamed.name`.
 */
export function renumbered(
  bundle: BundleRows,
  offset: number,
  renamed: { id: number; name: string },
): BundleRows {
  const moved = (value: unknown) => (value === null ? null : Number(value) + offset);
  const result: BundleRows = new Map();
  for (const [table, rows] of bundle) {
    result.set(
      table,
      rows.map((row) => {
        const copy = { ...row };
        if (table === 'institute' || table === 'course' || table === 'university') {
          copy.id = moved(row.id);
        }
        if (table === 'institute' && row.id === renamed.id) copy.name = renamed.name;
        if ('institute_id' in row) copy.institute_id = moved(row.institute_id);
        if ('course_id' in row) copy.course_id = moved(row.course_id);
        if ('university_id' in row) copy.university_id = moved(row.university_id);
        if ('institute_name' in row && row.institute_id === renamed.id) {
          copy.institute_name = renamed.name;
        }
        return copy;
      }),
    );
  }
  return result;
}

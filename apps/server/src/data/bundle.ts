import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { desc, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { importRun } from '../db/schema';
import {
  collectFiles,
  parseImport,
  writeImports,
  type ImportSummary,
  type ParsedImport,
} from './import-runner';
import {
  analyseDataTables,
  insertJsonLines,
  jsonLinesQuery,
  moveSequencesPast,
  rowsOf,
  vacuumDataTables,
  withIndexesDeferred,
} from './sql-batch';
import type { ImportKind } from './import-kind-names';
import type { ImportOptions } from './parsed-records';
import { markLoadedYearsComplete } from './completed-years';
import { refreshFinancialRows } from './derive';

/**
 * The real data a fresh install serves: what the importers make of the public files, stored in
 * the repository (docs/decisions/0033-real-data-bundle.md). `npm run data -- bundle` rebuilds it
 * from the source files; a first start loads it through the same writer an import uses.
 */
export const BUNDLE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../data/bundle',
);

/** The source files beside the repository, as they are kept for development and CI. */
export const DEFAULT_SOURCE_DIR = path.resolve(BUNDLE_DIR, '../../../shared/data');

export interface BundleStep {
  kind: ImportKind;
  /** Files or folders, relative to the source folder. */
  sources: readonly string[];
  options?: ImportOptions;
  /** Files of a named folder left out, with the reason (printed when the bundle is built). */
  leftOut?: Readonly<Record<string, string>>;
}

/**
 * What the bundle holds, in import order: the MCC code list and profiles first, so every later
 * file meets institutes that carry their MCC codes; course types before the allotments that use
 * them; fee lists after the institutes they name.
 */
export const BUNDLE_STEPS: readonly BundleStep[] = [
  { kind: 'mcc-profiles', sources: ['mcc-neet-pg-institute-profiles'] },
  { kind: 'pg-course-types', sources: ['other/pg-course-types.json'] },
  {
    kind: 'mcc-allotments',
    sources: ['mcc-neet-pg-allotments', 'mcc-neet-pg-allotments-by-round'],
  },
  { kind: 'telangana-allotments', sources: ['telangana-neet-pg-allotments'] },
  // Neither file states its year; they are filed under 2024, the year given when they were first
  // imported (an assumption the bundle's README states).
  {
    kind: 'inicet-allotments',
    sources: ['other/inicet-pg-allotments.csv'],
    options: { year: 2024 },
  },
  {
    kind: 'neet-ss-allotments',
    sources: ['other/neet-ss-allotments.csv'],
    options: { year: 2024 },
  },
  { kind: 'ug-fees', sources: ['other/ug-medical-dental-fees.csv'] },
  { kind: 'pg-bonds', sources: ['other/pg-institute-bonds.json'] },
  {
    kind: 'mcc-ug-allotments',
    sources: ['mcc-neet-ug-allotments'],
    leftOut: { 'data_sources.csv': "the collector's list of MCC's source PDFs, not allotments" },
  },
  {
    kind: 'karnataka-allotments',
    sources: ['karnataka-neet-pg-allotments', 'karnataka-neet-ug/allotments'],
    leftOut: {
      'kea_2024_STRAY.csv': 'holds one mis-parsed row of an AYUSH college and nothing else',
    },
  },
  // Of equally specific fee rows a seat takes the newest year's (FEE_SOURCE_PRECEDENCE,
  // apps/server/src/db/seat-fee.ts), whatever the order here.
  {
    kind: 'karnataka-fees',
    sources: [
      'karnataka-neet-ug/fees/kea_2022_fees.csv',
      'karnataka-neet-ug/fees/kea_2021_fees.csv',
      'karnataka-neet-ug/fees/kea_2020_fees.csv',
    ],
  },
  // After the fee lists, whose colleges give the KEA codes their institutes; the derived lists
  // (codes only) are written after the lists that name their colleges.
  { kind: 'karnataka-closing-ranks', sources: ['karnataka-neet-ug/closing-ranks'] },
  // Codes only (docs/decisions/0038-closing-rank-lists.md): after the closing ranks, the only
  // lists that name M091-M093.
  { kind: 'karnataka-fees', sources: ['karnataka-neet-ug/fees/kea_2023_fees.csv'] },
  // Its abbreviated names (`BMC, Bangalore`) are found by KEA college code only, so it comes
  // after the lists that name the colleges (docs/decisions/0038-closing-rank-lists.md).
  { kind: 'karnataka-seat-matrix', sources: ['karnataka-neet-ug/seat-matrix'] },
];

/**
 * The data tables in the order they are loaded (each after the tables it refers to), how their
 * rows are ordered in the snapshot, and whether their ids are left out: rows that derivations
 * insert from a GROUP BY get their ids in an order the database chooses, and nothing refers to
 * them, so the loader gives them new ones. Serial ids kept from the snapshot have their
 * sequences moved past the loaded ids.
 */
const SNAPSHOT_TABLES: readonly { table: string; orderBy: string; newIds: boolean }[] = [
  { table: 'counselling', orderBy: 'id', newIds: false },
  { table: 'university', orderBy: 'id', newIds: false },
  { table: 'institute', orderBy: 'id', newIds: false },
  { table: 'institute_alias', orderBy: 'alias_key', newIds: false },
  { table: 'course', orderBy: 'id', newIds: false },
  { table: 'import_run', orderBy: 'id', newIds: false },
  { table: 'allotment', orderBy: 'id', newIds: false },
  { table: 'fee', orderBy: 'id', newIds: false },
  { table: 'listed_closing_rank', orderBy: 'id', newIds: false },
  {
    table: 'seat_matrix',
    orderBy: 'counselling_id, year, round, institute_id, course_id, quota, category, derived',
    newIds: true,
  },
  {
    table: 'closing_rank',
    orderBy: 'counselling_id, year, round, institute_id, course_id, quota, allotted_category',
    newIds: true,
  },
  {
    table: 'cutoff_row',
    orderBy: 'counselling_id, institute_id, course_id, quota, allotted_category',
    newIds: false,
  },
  { table: 'counselling_round', orderBy: 'counselling_id, year, round', newIds: false },
];

/** When each import ran: kept in the snapshot, but not part of what the importers produce. */
const RUN_TIMES = ['started_at', 'finished_at'] as const;

export interface BundleManifest {
  description: string;
  /** Rows per table in the snapshot. */
  tables: Record<string, number>;
  steps: {
    kind: ImportKind;
    options: ImportOptions;
    sources: { path: string; sha256: string; rowsRead: number; rowsRejected: number }[];
    leftOut: Record<string, string>;
  }[];
}

const tableFile = (table: string) => `${table}.jsonl.gz`;

/** Parses one step's source files as `npm run data -- import` would; paths relative to `sourceDir`. */
async function parseBundleStep(step: BundleStep, sourceDir: string): Promise<ParsedImport> {
  const leftOut = step.leftOut ?? {};
  const files = (
    await collectFiles(
      step.kind,
      step.sources.map((source) => path.join(sourceDir, source)),
    )
  ).filter((file) => !(path.basename(file) in leftOut));
  const parsed = await parseImport(step.kind, files, step.options ?? {});
  return {
    kind: parsed.kind,
    files: parsed.files.map((file) => ({ ...file, path: path.relative(sourceDir, file.path) })),
  };
}

/**
 * Imports every step's source files into `db` (which must hold no data yet) in one transaction,
 * as `npm run data -- import` would one kind after another.
 */
export async function importBundleSources(
  db: Database,
  sourceDir: string,
  onStep: (step: BundleStep, index: number) => void = () => undefined,
): Promise<{ manifestSteps: BundleManifest['steps']; summaries: ImportSummary[] }> {
  const imports: ParsedImport[] = [];
  const manifestSteps: BundleManifest['steps'] = [];
  for (const [index, step] of BUNDLE_STEPS.entries()) {
    onStep(step, index);
    const parsed = await parseBundleStep(step, sourceDir);
    imports.push(parsed);
    manifestSteps.push({
      kind: step.kind,
      options: step.options ?? {},
      sources: parsed.files.map((file) => ({
        path: file.path,
        sha256: file.parsed.sha256,
        rowsRead: file.parsed.rowsRead,
        rowsRejected: file.parsed.rejections.length,
      })),
      leftOut: { ...step.leftOut },
    });
  }
  return { manifestSteps, summaries: await writeImports(db, imports) };
}

/**
 * The data tables as JSON lines, one row a line, in a fixed order: what the snapshot stores and
 * what the equality test compares. PostgreSQL writes the JSON (to_jsonb), so PGlite and a
 * server give the same text.
 */
export async function dumpDataTables(
  db: Database,
  options: { withRunTimes: boolean },
): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  for (const { table, orderBy, newIds } of SNAPSHOT_TABLES) {
    const dropped = [
      ...(newIds ? ['id'] : []),
      ...(table === 'import_run' && !options.withRunTimes ? RUN_TIMES : []),
      // Whether a run came with a bundle is the loader's to say, not the importers'.
      ...(table === 'import_run' ? ['from_bundle'] : []),
    ];
    const result = await db.execute(jsonLinesQuery(table, orderBy, dropped));
    tables.set(
      table,
      rowsOf<{ line: string }>(result).map((entry) => entry.line),
    );
  }
  return tables;
}

/**
 * Rebuilds the bundle: the source files imported into a fresh embedded database, then every
 * data table written as compressed JSON lines. Written only once everything was imported, so a
 * failed rebuild leaves the old bundle whole.
 */
export async function buildBundle(
  sourceDir: string,
  bundleDir: string = BUNDLE_DIR,
  onStep: (step: BundleStep, index: number) => void = () => undefined,
): Promise<{ manifest: BundleManifest; summaries: ImportSummary[] }> {
  const handle = await openDatabase({ statementTimeoutMs: 0 });
  try {
    await handle.migrate();
    const { manifestSteps, summaries } = await importBundleSources(handle.db, sourceDir, onStep);
    const tables = await dumpDataTables(handle.db, { withRunTimes: true });
    const manifest: BundleManifest = {
      description:
        'Real public counselling data as the SeatScope importers store it; rebuilt by `npm run data -- bundle`. Sources: data/bundle/README.md.',
      tables: Object.fromEntries([...tables].map(([table, lines]) => [table, lines.length])),
      steps: manifestSteps,
    };
    await mkdir(bundleDir, { recursive: true });
    for (const name of await readdir(bundleDir)) {
      if (name.endsWith('.gz')) await rm(path.join(bundleDir, name));
    }
    for (const [table, lines] of tables) {
      const text = lines.length > 0 ? `${lines.join('\n')}\n` : '';
      await writeFile(path.join(bundleDir, tableFile(table)), gzipSync(text, { level: 9 }));
    }
    await writeFile(
      path.join(bundleDir, 'manifest.json'),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    return { manifest, summaries };
  } finally {
    await handle.close();
  }
}

export async function readBundleManifest(bundleDir: string = BUNDLE_DIR): Promise<BundleManifest> {
  return JSON.parse(
    await readFile(path.join(bundleDir, 'manifest.json'), 'utf8'),
  ) as BundleManifest;
}

/** One table of the snapshot, a JSON text a row. */
export async function readBundleTable(bundleDir: string, table: string): Promise<string[]> {
  const text = gunzipSync(await readFile(path.join(bundleDir, tableFile(table)))).toString('utf8');
  return text.split('\n').filter((line) => line.length > 0);
}

/**
 * The import kind of the `import_run` row a first start writes for the bundle it loaded (its
 * identity in `sha256`): what says, later, which bundled release an installation serves
 * (docs/decisions/0072-what-is-live.md). No importer has this kind, so no import replaces it.
 */
export const BUNDLE_RUN_KIND = 'bundle';

/**
 * A bundle's identity: the SHA-256 of its files' `sha256sum` lines (manifest.json and every
 * table file, by name in code-unit order), so a table rebuilt under an unchanged manifest is a
 * new identity. The same as
 * `cd data/bundle && sha256sum manifest.json *.jsonl.gz | LC_ALL=C sort -k 2 | sha256sum`.
 */
export async function bundleIdentity(bundleDir: string = BUNDLE_DIR): Promise<string> {
  const names = (await readdir(bundleDir))
    .filter((name) => name === 'manifest.json' || name.endsWith('.jsonl.gz'))
    .sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
  const lines: string[] = [];
  for (const name of names) {
    const digest = createHash('sha256')
      .update(await readFile(path.join(bundleDir, name)))
      .digest('hex');
    lines.push(`${digest}  ${name}\n`);
  }
  return createHash('sha256').update(lines.join('')).digest('hex');
}

export interface BundleLoadProgress {
  table: string;
  rows: number;
  tableIndex: number;
  tables: number;
}

/**
 * Loads the snapshot into empty data tables in one transaction (a crash leaves nothing
 * half-loaded, so the next start tries again), its years marked complete (the bundle holds
 * counsellings that ended, docs/decisions/0073-in-season-forecasts.md), with the large tables'
 * indexes built once after
 * their rows; then moves the id sequences past the loaded ids, records the bundle's identity as
 * an import run of kind BUNDLE_RUN_KIND, and analyses the tables.
 */
export async function loadBundle(
  db: Database,
  bundleDir: string = BUNDLE_DIR,
  onProgress: (progress: BundleLoadProgress) => void = () => undefined,
): Promise<BundleManifest> {
  const manifest = await readBundleManifest(bundleDir);
  const sha256 = await bundleIdentity(bundleDir);
  const startedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    for (const [tableIndex, { table }] of SNAPSHOT_TABLES.entries()) {
      // A snapshot made before a table existed does not hold it (its manifest says so).
      if (!(table in manifest.tables)) continue;
      const lines = await readBundleTable(bundleDir, table);
      onProgress({ table, rows: lines.length, tableIndex, tables: SNAPSHOT_TABLES.length });
      const first = lines[0];
      if (first === undefined) continue;
      const columns = Object.keys(JSON.parse(first) as Record<string, unknown>);
      await withIndexesDeferred(tx, table, () => insertJsonLines(tx, table, columns, lines));
      await moveSequencesPast(tx, table);
    }
    await markLoadedYearsComplete(tx, 'bundle');
    // The snapshot holds the suspect marks its importers made (docs/decisions/0086-suspect-values.md):
    // nothing is judged again at start.
    // Financials & Bonds' rows are not in the snapshot: computed from its fee rows
    // (docs/decisions/0095-every-shape-from-an-index.md).
    await refreshFinancialRows(tx);
    await analyseDataTables(tx);
    await tx.update(importRun).set({ fromBundle: true });
    await recordBundleRun(tx, bundleDir, manifest, sha256, startedAt);
  });
  await vacuumDataTables(db);
  return manifest;
}

/** Records which bundle the data tables now hold: an import run of kind BUNDLE_RUN_KIND. */
export async function recordBundleRun(
  db: Database,
  bundleDir: string,
  manifest: BundleManifest,
  sha256: string,
  startedAt: Date,
): Promise<void> {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  await db.insert(importRun).values({
    kind: BUNDLE_RUN_KIND,
    fileName: path.basename(bundleDir),
    scopeKey: BUNDLE_RUN_KIND,
    sha256,
    rowsRead: rows,
    rowsImported: rows,
    rowsRejected: 0,
    rejections: [],
    startedAt,
  });
}

/** The identity of the bundle the data tables were last loaded or updated from, or null. */
export async function loadedBundleIdentity(db: Database): Promise<string | null> {
  const [run] = await db
    .select({ sha256: importRun.sha256 })
    .from(importRun)
    .where(eq(importRun.kind, BUNDLE_RUN_KIND))
    .orderBy(desc(importRun.id))
    .limit(1);
  return run?.sha256 ?? null;
}

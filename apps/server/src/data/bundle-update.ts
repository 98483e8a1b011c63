import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  BUNDLE_DIR,
  bundleIdentity,
  loadedBundleIdentity,
  readBundleManifest,
  readBundleTable,
  recordBundleRun,
} from './bundle';
import { markYearsComplete } from './completed-years';
import { counsellingById } from './counsellings';
import { deriveAfterBundleUpdate } from './derive';
import { notifyNewRounds, roundsWithResults, type AnnouncedRound } from './round-notifications';
import { listOfRound, roundLabel } from './rounds';
import { insertJsonLines, rowsOf, vacuumDataTables, withIndexesDeferred } from './sql-batch';

// A newer release's bundle applied over an installation that loaded an older one, keeping every
// account, purchase and choice list, every list imported by hand, and the ids of every
// institute, course and university both bundles hold
// (docs/decisions/0076-upgrades-keep-everything.md). Institutes, courses and universities are
// matched by their natural keys; the bundle's lists (its import runs) by kind and scope, and
// compared row by row with the ids read through that matching; only the lists that differ are
// replaced, and what is derived from the lists is derived again.

type Row = Record<string, unknown>;

/** A round list's change: counselling, year, round and list kind as `npm run data -- status` names them. */
interface BundleListChange {
  counselling: string;
  year: number;
  /** The round as the screens number it (a list stored as an allotted round keeps its number). */
  round: number;
  roundLabel: string;
  /** `held`, `allotted`, `official`, `derived-list` or `seat-matrix`. */
  list: string;
  change: 'added' | 'replaced' | 'removed';
  /** The bundle's rows of the list before and after. */
  rowsBefore: number;
  rowsAfter: number;
}

/** The bundle's files that hold no round list (fees, profiles, course types, bonds), by kind. */
interface BundleFileChange {
  kind: string;
  added: number;
  replaced: number;
  removed: number;
  /** Rows the changed files imported, before and after. */
  rowsBefore: number;
  rowsAfter: number;
}

export interface BundleEntityChange {
  added: number;
  /** Kept with its id, some of its details changed (a name, an address, a type). */
  changed: number;
  removed: number;
  /** Not in the new bundle, kept because a choice list holds one of its seats. */
  keptForChoiceLists: number;
  /** Not in the new bundle, kept because a list imported by hand refers to it (and no choice list). */
  keptForImports: number;
}

export interface BundleUpdatePlan {
  /** The identity of the bundle the data holds now (null: none was loaded). */
  loaded: string | null;
  /** The identity of the bundle given. */
  bundle: string;
  /** Whether the data already holds this bundle: nothing to do. */
  upToDate: boolean;
  lists: BundleListChange[];
  files: BundleFileChange[];
  /** The bundle's lists not applied because a list imported by hand holds their place. */
  keptByHand: { kind: string; scopeKey: string; fileName: string }[];
  institutes: BundleEntityChange;
  courses: BundleEntityChange;
  universities: BundleEntityChange;
}

export interface BundleUpdateResult {
  plan: BundleUpdatePlan;
  /** Choice-list options whose seat the latest data no longer offers (they stay in their lists). */
  optionsNoLongerOffered: number;
  /** Rounds the update added results of, told to their counsellings' choice-list holders. */
  announcedRounds: AnnouncedRound[];
}

/** Demo data is never updated into: it goes before real data does, by `npm run data -- remove-demo`. */
export class DemoDataPresentError extends Error {
  constructor() {
    super(
      'This database holds generated demo data: remove it first (npm run data -- remove-demo).',
    );
  }
}

/** The bundle and how far the update has gone, for progress lines and for tests of a failure. */
export type BundleUpdateStep =
  | { phase: 'comparing'; table: string }
  | { phase: 'writing'; table: string; rows: number }
  | { phase: 'deriving'; counselling: string }
  | { phase: 'removing' };

type OnStep = (step: BundleUpdateStep) => void;

/** One matched table of entities: bundle id to database id, and what is new or gone. */
interface EntityMatch {
  /** Bundle id -> database id of every bundle row the database holds already. */
  matched: Map<number, number>;
  /** Bundle rows new to the database. */
  added: Row[];
  /** Bundle rows matched whose details differ from the database's. */
  changed: Row[];
  /** Database ids no bundle row matched. */
  unmatched: number[];
}

/** The tables of round lists and fee lists: what each row drops before two are compared. */
const ROW_TABLES: readonly {
  table: string;
  /** The columns a row is compared without: its own id, its run, and copies derived later. */
  dropped: readonly string[];
  /** The list a row belongs to (null: not a round list), as data-status.ts names it. */
  listOf: ((row: Row) => string) | null;
  /** Rows of the table that belong to a run at all. */
  where: SQL;
}[] = [
  {
    table: 'allotment',
    dropped: ['id', 'import_run_id', 'fee_year_1', 'institute_name', 'state', 'course_name'],
    listOf: (row) => listOfRound(Number(row.round)).list,
    where: sql`import_run_id IS NOT NULL`,
  },
  {
    table: 'listed_closing_rank',
    dropped: ['id', 'import_run_id'],
    listOf: (row) => String(row.list),
    where: sql`true`,
  },
  {
    table: 'seat_matrix',
    dropped: ['id', 'import_run_id'],
    listOf: () => 'seat-matrix',
    where: sql`import_run_id IS NOT NULL AND NOT derived`,
  },
  {
    table: 'fee',
    dropped: ['id', 'import_run_id'],
    listOf: null,
    where: sql`import_run_id IS NOT NULL`,
  },
];

const RUN_COMPARED_WITHOUT = ['id', 'started_at', 'finished_at', 'from_bundle'];

const parse = (line: string) => JSON.parse(line) as Row;

/** The row less `columns`, its keys in their order (the compared JSON depends on it). */
const without = (row: Row, columns: readonly string[]): Row =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));

const numberOf = (value: unknown) => Number(value);

async function selectLines(db: Database, query: SQL): Promise<Row[]> {
  return rowsOf<{ line: string }>(await db.execute(query)).map((entry) => parse(entry.line));
}

/** Matches bundle rows to database rows by one key; each database row is matched once. */
function matchByKey(
  bundleRows: readonly Row[],
  databaseRows: readonly Row[],
  keyOf: (row: Row) => string | null,
  matched: Map<number, number>,
): void {
  const taken = new Set(matched.values());
  const byKey = new Map<string, number | null>();
  for (const row of databaseRows) {
    const key = keyOf(row);
    if (key === null || taken.has(numberOf(row.id))) continue;
    // A key two database rows share matches neither.
    byKey.set(key, byKey.has(key) ? null : numberOf(row.id));
  }
  const seen = new Map<string, number>();
  for (const row of bundleRows) {
    const key = keyOf(row);
    if (key !== null) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const row of bundleRows) {
    const bundleId = numberOf(row.id);
    const key = keyOf(row);
    if (matched.has(bundleId) || key === null || seen.get(key) !== 1) continue;
    const databaseId = byKey.get(key);
    if (databaseId === undefined || databaseId === null || taken.has(databaseId)) continue;
    matched.set(bundleId, databaseId);
    taken.add(databaseId);
  }
}

/**
 * An institute is the same one when it has the same MCC code; else when most of the spellings
 * the bundle knows it by name one institute in the database (the aliases imports match names
 * by); else by its name, PIN and state, where they name one institute on each side.
 */
function matchInstitutes(
  bundleRows: readonly Row[],
  databaseRows: readonly Row[],
  bundleAliases: readonly Row[],
  databaseAliases: readonly Row[],
): Map<number, number> {
  const matched = new Map<number, number>();
  matchByKey(
    bundleRows,
    databaseRows,
    (row) => (row.mcc_code ? String(row.mcc_code) : null),
    matched,
  );
  const databaseByAlias = new Map(
    databaseAliases.map((alias) => [String(alias.alias_key), numberOf(alias.institute_id)]),
  );
  const votes = new Map<number, Map<number, number>>();
  for (const alias of bundleAliases) {
    const bundleId = numberOf(alias.institute_id);
    const databaseId = databaseByAlias.get(String(alias.alias_key));
    if (databaseId === undefined || matched.has(bundleId)) continue;
    const tally = votes.get(bundleId) ?? new Map<number, number>();
    tally.set(databaseId, (tally.get(databaseId) ?? 0) + 1);
    votes.set(bundleId, tally);
  }
  const taken = new Set(matched.values());
  for (const [bundleId, tally] of [...votes].sort(([left], [right]) => left - right)) {
    const [best] = [...tally]
      .filter(([databaseId]) => !taken.has(databaseId))
      .sort(([leftId, left], [rightId, right]) => right - left || leftId - rightId);
    if (!best) continue;
    matched.set(bundleId, best[0]);
    taken.add(best[0]);
  }
  matchByKey(
    bundleRows,
    databaseRows,
    (row) => `${String(row.name_key)}|${String(row.pin)}|${String(row.state)}`,
    matched,
  );
  return matched;
}

/** What a matching leaves: new bundle rows, matched rows whose details differ, unmatched ids. */
function entityMatch(
  bundleRows: readonly Row[],
  databaseRows: readonly Row[],
  matched: Map<number, number>,
  normalise: (row: Row) => Row = (row) => row,
): EntityMatch {
  const databaseById = new Map(databaseRows.map((row) => [numberOf(row.id), row]));
  const added: Row[] = [];
  const changed: Row[] = [];
  for (const row of bundleRows) {
    const databaseId = matched.get(numberOf(row.id));
    if (databaseId === undefined) {
      added.push(row);
      continue;
    }
    const stored = databaseById.get(databaseId);
    const next = normalise({ ...row, id: databaseId });
    if (JSON.stringify(stored) !== JSON.stringify(next)) changed.push(next);
  }
  const used = new Set(matched.values());
  const unmatched = databaseRows.map((row) => numberOf(row.id)).filter((id) => !used.has(id));
  return { matched, added, changed, unmatched };
}

/** Bundle id -> final id: the database's for matched rows, `fresh` for new ones. */
function idMap(match: EntityMatch, fresh: (bundleId: number) => number): (id: unknown) => unknown {
  return (id) => {
    if (id === null || id === undefined) return id;
    const bundleId = numberOf(id);
    return match.matched.get(bundleId) ?? fresh(bundleId);
  };
}

/** A run's rows in one table, for the comparison and the report. */
interface RunRows {
  lines: string[];
  rows: number;
  /** Rows per round list. */
  lists: Map<string, number>;
}

interface RunContent {
  row: Row;
  rows: Map<string, RunRows>;
}

const runKey = (row: Row) => `${String(row.kind)}\u0000${String(row.scope_key)}`;

function addRow(runs: Map<number, RunContent>, table: (typeof ROW_TABLES)[number], row: Row) {
  const run = runs.get(numberOf(row.import_run_id));
  if (!run) return;
  const compared = without(row, table.dropped);
  let rows = run.rows.get(table.table);
  if (!rows) {
    rows = { lines: [], rows: 0, lists: new Map() };
    run.rows.set(table.table, rows);
  }
  // Rows are compared as a set: sorted once all are read (seat-matrix rows have no order of
  // their own in the bundle).
  rows.lines.push(JSON.stringify(compared));
  rows.rows += 1;
  if (table.listOf) {
    const list = `${String(row.counselling_id)}\u0000${String(row.year)}\u0000${String(row.round)}\u0000${table.listOf(row)}`;
    rows.lists.set(list, (rows.lists.get(list) ?? 0) + 1);
  }
}

function digestOf(run: RunContent): string {
  const digest = createHash('sha256').update(
    JSON.stringify(without(run.row, RUN_COMPARED_WITHOUT)),
  );
  for (const [table, rows] of [...run.rows].sort(([left], [right]) => left.localeCompare(right))) {
    digest.update(`\u0000${table}\u0000`);
    for (const line of rows.lines.sort()) digest.update(`${line}\n`);
    rows.lines = [];
  }
  return digest.digest('hex');
}

interface BundleTables {
  dir: string;
  identity: string;
  counselling: Row[];
  university: Row[];
  course: Row[];
  institute: Row[];
  institute_alias: Row[];
  import_run: Row[];
  counselling_round: Row[];
}

async function readBundleTables(bundleDir: string): Promise<BundleTables> {
  const manifest = await readBundleManifest(bundleDir);
  const table = async (name: string) =>
    name in manifest.tables ? (await readBundleTable(bundleDir, name)).map(parse) : [];
  return {
    dir: bundleDir,
    identity: await bundleIdentity(bundleDir),
    counselling: await table('counselling'),
    university: await table('university'),
    course: await table('course'),
    institute: await table('institute'),
    institute_alias: await table('institute_alias'),
    import_run: await table('import_run'),
    counselling_round: await table('counselling_round'),
  };
}

/** Everything an update needs: the plan reported, and the matchings and runs it applies. */
interface Comparison {
  plan: BundleUpdatePlan;
  bundle: BundleTables;
  universities: EntityMatch;
  courses: EntityMatch;
  institutes: EntityMatch;
  /** Bundle aliases whose institute or text differ from the database's (bundle institute ids). */
  aliases: Row[];
  /** Bundle runs to write (added or replaced), by bundle id. */
  runsToWrite: Row[];
  /** Database runs to delete with their rows (removed or replaced). */
  runsToDelete: number[];
  /** Counsellings whose lists a run written or deleted holds. */
  counsellingsToDerive: Set<string>;
  /** Whether a run written or deleted holds fee rows (which any counselling's seats may take). */
  feesChanged: boolean;
  institutesToRemove: number[];
  coursesToRemove: number[];
  universitiesToRemove: number[];
}

const entityReport = (
  match: EntityMatch,
  removed: number,
  keptForChoiceLists: number,
  keptForImports: number,
): BundleEntityChange => ({
  added: match.added.length,
  changed: match.changed.length,
  removed,
  keptForChoiceLists,
  keptForImports,
});

/** A JSON array of ids as one parameter, for `= ANY`-style membership on both engines. */
const idList = (ids: readonly number[]) =>
  sql`(SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** Which of `ids` rows outside the bundle's lists refer to, through `column`. */
async function referencedBy(
  db: Database,
  ids: readonly number[],
  column: 'institute_id' | 'course_id',
): Promise<{ chosen: Set<number>; imported: Set<number> }> {
  if (ids.length === 0) return { chosen: new Set(), imported: new Set() };
  const column_ = sql.identifier(column);
  const byHand = (table: string) =>
    sql`SELECT t.${column_} AS id FROM ${sql.identifier(table)} t
      LEFT JOIN import_run r ON r.id = t.import_run_id
      WHERE t.${column_} IN ${idList(ids)} AND (r.id IS NULL OR NOT r.from_bundle)`;
  const chosen = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT DISTINCT ${column_} AS id FROM choice_list_option WHERE ${column_} IN ${idList(ids)}`,
    ),
  );
  const imported = rowsOf<{ id: number }>(
    await db.execute(sql`${byHand('allotment')} UNION ${byHand('fee')} UNION ${byHand('seat_matrix')}
      UNION ${byHand('listed_closing_rank')}`),
  );
  return {
    chosen: new Set(chosen.map((row) => numberOf(row.id))),
    imported: new Set(imported.map((row) => numberOf(row.id))),
  };
}

/** The institutes, courses and universities of both sides, matched by natural keys. */
async function matchEntities(db: Database, bundle: BundleTables) {
  const all = (table: string) =>
    selectLines(
      db,
      sql`SELECT to_jsonb(t)::text AS line FROM ${sql.identifier(table)} t ORDER BY 1`,
    );
  const [databaseUniversities, databaseCourses, databaseInstitutes, databaseAliases] = [
    await all('university'),
    await all('course'),
    await all('institute'),
    await all('institute_alias'),
  ];
  const universityMatched = new Map<number, number>();
  matchByKey(
    bundle.university,
    databaseUniversities,
    (row) => String(row.name_key),
    universityMatched,
  );
  const universities = entityMatch(bundle.university, databaseUniversities, universityMatched);
  const courseMatched = new Map<number, number>();
  matchByKey(bundle.course, databaseCourses, (row) => String(row.name_key), courseMatched);
  const courses = entityMatch(bundle.course, databaseCourses, courseMatched);
  // New rows are compared under the negative of their bundle id: no database id is negative.
  const universityId = idMap(universities, (id) => -id);
  const institutes = entityMatch(
    bundle.institute,
    databaseInstitutes,
    matchInstitutes(bundle.institute, databaseInstitutes, bundle.institute_alias, databaseAliases),
    (row) => ({ ...row, university_id: universityId(row.university_id) }),
  );
  const instituteId = idMap(institutes, (id) => -id);
  const courseId = idMap(courses, (id) => -id);
  const databaseAliasByKey = new Map(
    databaseAliases.map((alias) => [String(alias.alias_key), alias]),
  );
  const aliases = bundle.institute_alias.filter((alias) => {
    const stored = databaseAliasByKey.get(String(alias.alias_key));
    const next = { ...alias, institute_id: instituteId(alias.institute_id) };
    return JSON.stringify(stored) !== JSON.stringify(next);
  });

  return { universities, courses, institutes, aliases, instituteId, courseId, databaseInstitutes };
}

/** The bundle's runs and the database's bundle runs, each with its rows, ids read through `ids`. */
async function readRuns(
  db: Database,
  bundleDir: string,
  bundle: BundleTables,
  ids: { instituteId: (id: unknown) => unknown; courseId: (id: unknown) => unknown },
  onStep: OnStep,
) {
  const { instituteId, courseId } = ids;
  const databaseRunRows = await selectLines(
    db,
    sql`SELECT to_jsonb(t)::text AS line FROM import_run t WHERE kind <> 'bundle' ORDER BY id`,
  );
  const databaseRuns = new Map<number, RunContent>();
  for (const row of databaseRunRows) {
    if (row.from_bundle === true) databaseRuns.set(numberOf(row.id), { row, rows: new Map() });
  }
  const bundleRuns = new Map<number, RunContent>(
    bundle.import_run.map((row) => [numberOf(row.id), { row, rows: new Map() }]),
  );
  const manifest = await readBundleManifest(bundleDir);
  for (const table of ROW_TABLES) {
    onStep({ phase: 'comparing', table: table.table });
    const stored = await selectLines(
      db,
      sql`SELECT to_jsonb(t)::text AS line FROM ${sql.identifier(table.table)} t
        WHERE ${table.where} AND import_run_id IN (SELECT id FROM import_run WHERE from_bundle)`,
    );
    for (const row of stored) addRow(databaseRuns, table, row);
    if (!(table.table in manifest.tables)) continue;
    for (const line of await readBundleTable(bundleDir, table.table)) {
      const row = parse(line);
      if (row.import_run_id === null) continue;
      if (table.table === 'seat_matrix' && row.derived === true) continue;
      row.institute_id = instituteId(row.institute_id);
      row.course_id = courseId(row.course_id);
      addRow(bundleRuns, table, row);
    }
  }

  return { databaseRunRows, databaseRuns, bundleRuns };
}

/**
 * Which runs to write and delete (a run equal on both sides is left as it is, one the operator
 * imported by hand is kept), and what that changes: the round lists' rows before and after, the
 * other files by kind, the counsellings to derive again and whether fees changed.
 */
function planRuns(
  bundle: BundleTables,
  { databaseRunRows, databaseRuns, bundleRuns }: Awaited<ReturnType<typeof readRuns>>,
) {
  const databaseByKey = new Map(databaseRunRows.map((row) => [runKey(row), row]));
  const bundleKeys = new Set(bundle.import_run.map(runKey));
  const keptByHand: BundleUpdatePlan['keptByHand'] = [];
  const runsToWrite: Row[] = [];
  const runsToDelete: number[] = [];
  /** Per round list: rows before and after, and whether a changed run touches it. */
  const lists = new Map<string, { before: number; after: number; touched: boolean }>();
  const files = new Map<string, BundleFileChange>();
  const count = (
    run: RunContent,
    side: 'before' | 'after',
    touched: boolean,
    change: BundleListChange['change'] | 'unchanged',
  ) => {
    let listed = false;
    for (const rows of run.rows.values()) {
      for (const [list, rowCount] of rows.lists) {
        listed = true;
        const entry = lists.get(list) ?? { before: 0, after: 0, touched: false };
        entry[side] += rowCount;
        entry.touched ||= touched;
        lists.set(list, entry);
      }
    }
    if (listed || change === 'unchanged') return;
    const kind = String(run.row.kind);
    const entry = files.get(kind) ?? {
      kind,
      added: 0,
      replaced: 0,
      removed: 0,
      rowsBefore: 0,
      rowsAfter: 0,
    };
    if (side === 'after' && change !== 'removed') entry[change] += 1;
    if (side === 'before' && change === 'removed') entry.removed += 1;
    const rows = numberOf(run.row.rows_imported);
    if (side === 'before') entry.rowsBefore += rows;
    else entry.rowsAfter += rows;
    files.set(kind, entry);
  };
  const counsellingsToDerive = new Set<string>();
  let feesChanged = false;
  /** Notes what a run written or deleted changes beyond its own rows. */
  const touches = (run: RunContent) => {
    if (run.row.counselling_id !== null) counsellingsToDerive.add(String(run.row.counselling_id));
    for (const rows of run.rows.values()) {
      for (const list of rows.lists.keys()) counsellingsToDerive.add(list.split('\u0000')[0] ?? '');
    }
    if (run.rows.has('fee')) feesChanged = true;
  };
  const databaseDigests = new Map([...databaseRuns].map(([id, run]) => [id, digestOf(run)]));
  for (const run of bundleRuns.values()) {
    const stored = databaseByKey.get(runKey(run.row));
    if (stored && stored.from_bundle !== true) {
      keptByHand.push({
        kind: String(run.row.kind),
        scopeKey: String(run.row.scope_key),
        fileName: String(stored.file_name),
      });
      continue;
    }
    const storedId = stored ? numberOf(stored.id) : null;
    const same = storedId !== null && databaseDigests.get(storedId) === digestOf(run);
    const change = storedId === null ? 'added' : same ? 'unchanged' : 'replaced';
    count(run, 'after', !same, change);
    if (same) continue;
    runsToWrite.push(run.row);
    touches(run);
    if (storedId !== null) runsToDelete.push(storedId);
  }
  for (const [id, run] of databaseRuns) {
    const gone = !bundleKeys.has(runKey(run.row));
    const replaced = runsToDelete.includes(id);
    count(run, 'before', gone || replaced, gone ? 'removed' : replaced ? 'replaced' : 'unchanged');
    if (gone) runsToDelete.push(id);
    if (gone || replaced) touches(run);
  }

  return {
    keptByHand,
    runsToWrite,
    runsToDelete,
    lists,
    files,
    counsellingsToDerive,
    feesChanged,
  };
}

/** What no bundle row matched: removed, unless a choice list or a list imported by hand needs it. */
async function removals(
  db: Database,
  {
    universities,
    courses,
    institutes,
    databaseInstitutes,
  }: Awaited<ReturnType<typeof matchEntities>>,
) {
  const instituteRefs = await referencedBy(db, institutes.unmatched, 'institute_id');
  const courseRefs = await referencedBy(db, courses.unmatched, 'course_id');
  const institutesToRemove = institutes.unmatched.filter(
    (id) => !instituteRefs.chosen.has(id) && !instituteRefs.imported.has(id),
  );
  const coursesToRemove = courses.unmatched.filter(
    (id) => !courseRefs.chosen.has(id) && !courseRefs.imported.has(id),
  );
  const keptInstitutes = new Set(
    institutes.unmatched.filter((id) => !institutesToRemove.includes(id)),
  );
  const universitiesKept = new Set(
    databaseInstitutes
      .filter((row) => keptInstitutes.has(numberOf(row.id)) && row.university_id !== null)
      .map((row) => numberOf(row.university_id)),
  );
  const universitiesToRemove = universities.unmatched.filter((id) => !universitiesKept.has(id));
  const keptFor = (
    unmatched: readonly number[],
    refs: { chosen: Set<number>; imported: Set<number> },
  ) => ({
    chosen: unmatched.filter((id) => refs.chosen.has(id)).length,
    imported: unmatched.filter((id) => refs.imported.has(id) && !refs.chosen.has(id)).length,
  });
  const keptInstitutesFor = keptFor(institutes.unmatched, instituteRefs);
  const keptCoursesFor = keptFor(courses.unmatched, courseRefs);

  return {
    institutesToRemove,
    coursesToRemove,
    universitiesToRemove,
    keptInstitutesFor,
    keptCoursesFor,
  };
}

/** The round lists a changed run touches, in the plan's order. */
function listChangesOf(lists: ReturnType<typeof planRuns>['lists']): BundleListChange[] {
  return [...lists]
    .filter(([, entry]) => entry.touched)
    .map(([key, entry]) => {
      const [counselling = '', year = '0', storedRound = '0', list = ''] = key.split('\u0000');
      const round = numberOf(storedRound);
      const style = counsellingById(counselling)?.roundStyle ?? 'round';
      return {
        counselling,
        year: numberOf(year),
        round: listOfRound(round).round,
        roundLabel: roundLabel(round, style).label,
        list,
        change: entry.before === 0 ? 'added' : entry.after === 0 ? 'removed' : 'replaced',
        rowsBefore: entry.before,
        rowsAfter: entry.after,
      } satisfies BundleListChange;
    })
    .sort(
      (left, right) =>
        left.counselling.localeCompare(right.counselling) ||
        right.year - left.year ||
        left.round - right.round ||
        left.list.localeCompare(right.list),
    );
}

/** Compares the bundle in `bundleDir` with what `db` holds; reads only. */
async function compare(db: Database, bundleDir: string, onStep: OnStep): Promise<Comparison> {
  onStep({ phase: 'comparing', table: 'institute' });
  const bundle = await readBundleTables(bundleDir);
  const loaded = await loadedBundleIdentity(db);
  const entities = await matchEntities(db, bundle);
  const { universities, courses, institutes, aliases } = entities;
  const runs = planRuns(bundle, await readRuns(db, bundleDir, bundle, entities, onStep));
  const { keptByHand, runsToWrite, runsToDelete, files, counsellingsToDerive, feesChanged } = runs;
  const removed = await removals(db, entities);
  const { institutesToRemove, coursesToRemove, universitiesToRemove } = removed;
  const { keptInstitutesFor, keptCoursesFor } = removed;
  const listChanges = listChangesOf(runs.lists);
  const plan: BundleUpdatePlan = {
    loaded,
    bundle: bundle.identity,
    upToDate: loaded === bundle.identity,
    lists: listChanges,
    files: [...files.values()].sort((left, right) => left.kind.localeCompare(right.kind)),
    keptByHand,
    institutes: entityReport(
      institutes,
      institutesToRemove.length,
      keptInstitutesFor.chosen,
      keptInstitutesFor.imported,
    ),
    courses: entityReport(
      courses,
      coursesToRemove.length,
      keptCoursesFor.chosen,
      keptCoursesFor.imported,
    ),
    universities: entityReport(
      universities,
      universitiesToRemove.length,
      0,
      universities.unmatched.length - universitiesToRemove.length,
    ),
  };
  return {
    plan,
    bundle,
    universities,
    courses,
    institutes,
    aliases,
    runsToWrite,
    runsToDelete,
    counsellingsToDerive,
    feesChanged,
    institutesToRemove,
    coursesToRemove,
    universitiesToRemove,
  };
}

/** Whether the comparison found anything to write besides the bundle's identity. */
const changesData = (comparison: Comparison) =>
  comparison.runsToWrite.length > 0 ||
  comparison.runsToDelete.length > 0 ||
  comparison.aliases.length > 0 ||
  [comparison.universities, comparison.courses, comparison.institutes].some(
    (match) => match.added.length > 0 || match.changed.length > 0,
  ) ||
  comparison.institutesToRemove.length +
    comparison.coursesToRemove.length +
    comparison.universitiesToRemove.length >
    0;

/** `count` new ids from the sequence of `table`'s id column. */
async function freshIds(db: Database, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::bigint AS id
      FROM generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number | string }>(result).map((row) => numberOf(row.id));
}

/** Bundle id -> id of a new row, drawn from the table's sequence. */
async function allocate(
  db: Database,
  table: string,
  rows: readonly Row[],
): Promise<Map<number, number>> {
  const ids = await freshIds(db, table, rows.length);
  return new Map(rows.map((row, index) => [numberOf(row.id), ids[index] ?? 0]));
}

/**
 * Writes rows (JSON objects keyed by column) into `table`, updating every other column of the
 * row whose `key` is taken already.
 */
async function upsertRows(db: Database, table: string, key: string, rows: readonly Row[]) {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first);
  const columnList = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const updates = sql.join(
    columns
      .filter((column) => column !== key)
      .map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`),
    sql`, `,
  );
  const target = sql.identifier(table);
  for (let start = 0; start < rows.length; start += 5_000) {
    const batch = rows.slice(start, start + 5_000);
    await db.execute(sql`INSERT INTO ${target} (${columnList})
      SELECT ${columnList} FROM jsonb_populate_recordset(NULL::${target}, ${JSON.stringify(batch)}::jsonb)
      ON CONFLICT (${sql.identifier(key)}) DO UPDATE SET ${updates}`);
  }
}

/** Deletes rows of `table` by id that nothing refers to any more (a choice list least of all). */
async function removeUnreferenced(
  db: Database,
  table: 'institute' | 'course' | 'university',
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const references: Record<typeof table, SQL> = {
    institute: sql`NOT EXISTS (SELECT 1 FROM choice_list_option o WHERE o.institute_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM allotment a WHERE a.institute_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM fee f WHERE f.institute_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM seat_matrix s WHERE s.institute_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM listed_closing_rank l WHERE l.institute_id = t.id)`,
    course: sql`NOT EXISTS (SELECT 1 FROM choice_list_option o WHERE o.course_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM allotment a WHERE a.course_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM fee f WHERE f.course_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM seat_matrix s WHERE s.course_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM listed_closing_rank l WHERE l.course_id = t.id)`,
    university: sql`NOT EXISTS (SELECT 1 FROM institute i WHERE i.university_id = t.id)`,
  };
  await db.execute(
    sql`DELETE FROM ${sql.identifier(table)} t WHERE t.id IN ${idList(ids)} AND ${references[table]}`,
  );
}

/** Writes what the comparison found, inside the caller's transaction. */
async function apply(db: Database, comparison: Comparison, onStep: OnStep): Promise<void> {
  const { bundle } = comparison;
  const newUniversities = await allocate(db, 'university', comparison.universities.added);
  const universityId = idMap(comparison.universities, (id) => newUniversities.get(id) ?? 0);
  await upsertRows(db, 'university', 'id', [
    ...comparison.universities.changed,
    ...comparison.universities.added.map((row) => ({ ...row, id: universityId(row.id) })),
  ]);
  const newCourses = await allocate(db, 'course', comparison.courses.added);
  const courseId = idMap(comparison.courses, (id) => newCourses.get(id) ?? 0);
  await upsertRows(db, 'course', 'id', [
    ...comparison.courses.changed,
    ...comparison.courses.added.map((row) => ({ ...row, id: courseId(row.id) })),
  ]);

  const newInstitutes = await allocate(db, 'institute', comparison.institutes.added);
  const instituteId = idMap(comparison.institutes, (id) => newInstitutes.get(id) ?? 0);
  // A changed institute's new university was compared under the negative of its bundle id.
  const newUniversityOf = (id: unknown) =>
    typeof id === 'number' && id < 0 ? universityId(-id) : id;
  const institutes: Row[] = [
    ...comparison.institutes.changed.map((row) => ({
      ...row,
      university_id: newUniversityOf(row.university_id),
    })),
    ...comparison.institutes.added.map((row) => ({
      ...row,
      id: instituteId(row.id),
      university_id: universityId(row.university_id),
    })),
  ];
  // An MCC code may move from one institute to another: codes are unique, so every code the
  // bundle gives is taken off the institute holding it first.
  const codes = institutes.flatMap((row) => (row.mcc_code ? [String(row.mcc_code)] : []));
  if (codes.length > 0) {
    await db.execute(sql`UPDATE institute SET mcc_code = NULL
      WHERE mcc_code IN (SELECT value FROM jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`);
  }
  await upsertRows(db, 'institute', 'id', institutes);
  await upsertRows(
    db,
    'institute_alias',
    'alias_key',
    comparison.aliases.map((alias) => ({
      ...alias,
      institute_id: instituteId(alias.institute_id),
    })),
  );

  // The lists: the runs replaced or removed go with their rows; the runs added or replaced come
  // with theirs, the ids they refer to read through the matching.
  if (comparison.runsToDelete.length > 0) {
    await db.execute(sql`DELETE FROM import_run WHERE id IN ${idList(comparison.runsToDelete)}`);
  }
  const newRuns = await allocate(db, 'import_run', comparison.runsToWrite);
  await insertJsonLines(
    db,
    'import_run',
    [
      ...Object.keys(comparison.runsToWrite[0] ?? {}).filter((column) => column !== 'from_bundle'),
      'from_bundle',
    ],
    comparison.runsToWrite.map((row) =>
      JSON.stringify({ ...row, id: newRuns.get(numberOf(row.id)), from_bundle: true }),
    ),
  );
  const manifest = await readBundleManifest(bundle.dir);
  for (const table of ROW_TABLES) {
    if (newRuns.size === 0 || !(table.table in manifest.tables)) continue;
    const lines: string[] = [];
    let columns: string[] = [];
    for (const line of await readBundleTable(bundle.dir, table.table)) {
      const row = parse(line);
      const runId = newRuns.get(numberOf(row.import_run_id));
      if (row.import_run_id === null || runId === undefined) continue;
      if (table.table === 'seat_matrix' && row.derived === true) continue;
      const written = without(row, ['id']);
      written.import_run_id = runId;
      written.institute_id = instituteId(row.institute_id);
      written.course_id = courseId(row.course_id);
      if (columns.length === 0) columns = Object.keys(written);
      lines.push(JSON.stringify(written));
    }
    onStep({ phase: 'writing', table: table.table, rows: lines.length });
    if (lines.length > 0) {
      await withIndexesDeferred(db, table.table, () =>
        insertJsonLines(db, table.table, columns, lines),
      );
    }
  }

  // What is derived from the lists: the counsellings whose lists changed derived again; names,
  // fees and types may have changed under the lists of the others.
  await deriveAfterBundleUpdate(
    db,
    comparison.counsellingsToDerive,
    comparison.feesChanged,
    (counselling) => onStep({ phase: 'deriving', counselling }),
  );

  onStep({ phase: 'removing' });
  await removeUnreferenced(db, 'institute', comparison.institutesToRemove);
  await removeUnreferenced(db, 'course', comparison.coursesToRemove);
  await removeUnreferenced(db, 'university', comparison.universitiesToRemove);
}

/** Choice-list options with no Cutoff Ranks row in the data: no longer offered. */
async function countOptionsNoLongerOffered(db: Database): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS options FROM choice_list_option o
    WHERE NOT EXISTS (SELECT 1 FROM cutoff_row r WHERE r.counselling_id = o.counselling_id
      AND r.institute_id = o.institute_id AND r.course_id = o.course_id AND r.quota = o.quota
      AND r.allotted_category = o.category)`);
  return numberOf(rowsOf<{ options: number }>(result)[0]?.options ?? 0);
}

async function refuseDemoData(db: Database): Promise<void> {
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM counselling WHERE is_demo) AS demo`,
  );
  if (rowsOf<{ demo: boolean }>(result)[0]?.demo === true) throw new DemoDataPresentError();
}

/** The plan of a bundle the data holds already (nothing to change), or null. */
async function upToDatePlan(db: Database, bundleDir: string): Promise<BundleUpdatePlan | null> {
  const [loaded, bundle] = [await loadedBundleIdentity(db), await bundleIdentity(bundleDir)];
  if (loaded !== bundle) return null;
  const none = { added: 0, changed: 0, removed: 0, keptForChoiceLists: 0, keptForImports: 0 };
  return {
    loaded,
    bundle,
    upToDate: true,
    lists: [],
    files: [],
    keptByHand: [],
    institutes: none,
    courses: none,
    universities: none,
  };
}

/** What `updateFromBundle` would change, changing nothing (`npm run data -- update-bundle --dry-run`). */
export async function planBundleUpdate(
  db: Database,
  bundleDir: string = BUNDLE_DIR,
  onStep: OnStep = () => undefined,
): Promise<BundleUpdatePlan> {
  await refuseDemoData(db);
  const current = await upToDatePlan(db, bundleDir);
  if (current) return current;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION READ ONLY`);
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    return (await compare(tx, bundleDir, onStep)).plan;
  });
}

/**
 * Brings the data to the bundle in `bundleDir` in one transaction: it lands whole or changes
 * nothing. A bundle the data holds already changes nothing.
 */
export async function updateFromBundle(
  db: Database,
  bundleDir: string = BUNDLE_DIR,
  onStep: OnStep = () => undefined,
): Promise<BundleUpdateResult> {
  await refuseDemoData(db);
  const startedAt = new Date();
  const current = await upToDatePlan(db, bundleDir);
  if (current) {
    return {
      plan: current,
      optionsNoLongerOffered: await countOptionsNoLongerOffered(db),
      announcedRounds: [],
    };
  }
  const { plan, wrote, announcedRounds } = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    const comparison = await compare(tx, bundleDir, onStep);
    if (comparison.plan.upToDate) {
      return { plan: comparison.plan, wrote: false, announcedRounds: [] };
    }
    const roundsBefore = await roundsWithResults(tx);
    await upsertRows(tx, 'counselling', 'id', comparison.bundle.counselling);
    if (changesData(comparison)) await apply(tx, comparison, onStep);
    const manifest = await readBundleManifest(bundleDir);
    await markYearsComplete(
      tx,
      comparison.bundle.counselling_round.map((row) => ({
        counsellingId: String(row.counselling_id),
        year: numberOf(row.year),
      })),
      'bundle',
    );
    await recordBundleRun(tx, bundleDir, manifest, comparison.bundle.identity, startedAt);
    // Rounds the new release brings are news to the users with a choice list of them (decision 0085).
    return {
      plan: comparison.plan,
      wrote: true,
      announcedRounds: await notifyNewRounds(tx, roundsBefore),
    };
  });
  if (wrote) await vacuumDataTables(db);
  return { plan, optionsNoLongerOffered: await countOptionsNoLongerOffered(db), announcedRounds };
}

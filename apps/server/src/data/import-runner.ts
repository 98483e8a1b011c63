import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counselling, fee, importRun, listedClosingRank, seatMatrix } from '../db/schema';
import type { NormalisedCourse } from './cleaning/courses';
import { universityOf } from './cleaning/universities';
import { counsellingById } from './counsellings';
import { IMPORT_KIND_SPECS } from './import-kinds';
import { deleteDemoRows } from './demo/seed';
import {
  deriveCounselling,
  deriveInstituteKinds,
  refreshAllotmentFees,
  refreshFinancialRows,
  refreshReadColumns,
} from './derive';
import { CourseDirectory } from './course-directory';
import {
  InstituteDirectory,
  type InstituteEntry,
  type InstituteMatching,
} from './institute-matching/institute-directory';
import { universityId } from './university-row';
import { BadFileError, type ImportKind } from './import-kind-names';
import {
  counsellingRow,
  type CounsellingInfo,
  type ImportOptions,
  type InstituteMention,
  type ParsedFile,
  type Rejection,
  type SourceFile,
} from './parsed-records';
import { notifyNewRounds, roundsWithResults, type AnnouncedRound } from './round-notifications';
import {
  countFeesAdded,
  describeRoundOutcomes,
  meetStoredRounds,
  type AllotmentRow,
  type RoundListOutcome,
  type RoundMeeting,
} from './stored-rounds';
import { markedValues, type MarkedValue } from './suspect-marks';
import {
  ALLOTMENT_COLUMNS,
  analyseDataTables,
  bulkTransaction,
  inBatches,
  rowsOf,
  vacuumDataTables,
  type BulkWriter,
} from './sql-batch';

interface FileSummary {
  path: string;
  fileName: string;
  /** The counselling the file's rows went to (a KEA list may go to several, one entry each). */
  counsellingId: string | null;
  rowsRead: number;
  rowsImported: number;
  rowsRejected: number;
  rejections: Rejection[];
  notes: string[];
  /**
   * Fee rows whose first-year fee was read as a number, and those kept as text only (no amount,
   * or a placeholder such as ₹1: docs/decisions/0021-numbers-people-pay-for.md).
   */
  fees: { numbers: number; textOnly: number };
  /**
   * What the file did to round lists the database already held, in words ("rounds 1-2 of
   * Karnataka NEET PG 2024: 5,562 allotments matched, fees added to 5,562"), and as counts
   * (docs/decisions/0077-one-list-per-round.md).
   */
  storedRounds: string[];
  roundOutcomes: RoundListOutcome[];
}

export interface ImportSummary {
  kind: ImportKind;
  files: FileSummary[];
  rowsRead: number;
  rowsImported: number;
  rowsRejected: number;
  /** Counsellings whose closing ranks and seat matrix were recomputed. */
  derivedCounsellings: string[];
  /** Institutes the files named: matched to existing ones, created, and ambiguous names. */
  institutes: InstituteMatching;
  /**
   * Rounds of the import's counsellings that have results now and had none before, each told to
   * the users with a choice list of its counselling (docs/decisions/0085-a-word-when-a-round-lands.md).
   */
  announcedRounds: AnnouncedRound[];
  /**
   * Every closing rank of the recomputed counsellings marked suspect or corrected after the
   * import (docs/decisions/0086-suspect-values.md).
   */
  suspectValues: MarkedValue[];
}

export interface ImportProgress {
  phase: 'reading' | 'writing' | 'deriving';
  done: number;
  total: number;
  fileName: string;
}

/** The files named on the command line; folders contribute their files of the kind's types. */
export async function collectFiles(kind: ImportKind, paths: readonly string[]): Promise<string[]> {
  const { extensions } = IMPORT_KIND_SPECS[kind];
  const files: string[] = [];
  for (const given of paths) {
    const info = await stat(given).catch(() => null);
    if (!info) throw new BadFileError(given, 'no such file or folder');
    if (info.isDirectory()) {
      const names = (await readdir(given)).filter((name) =>
        extensions.some((extension) => name.toLowerCase().endsWith(extension)),
      );
      if (names.length === 0) {
        throw new BadFileError(given, `the folder holds no ${extensions.join(' / ')} files`);
      }
      files.push(...names.sort().map((name) => path.join(given, name)));
    } else {
      if (!extensions.some((extension) => given.toLowerCase().endsWith(extension))) {
        throw new BadFileError(given, `a ${kind} file must be ${extensions.join(' / ')}`);
      }
      files.push(given);
    }
  }
  // Code lists before profiles, so each profile meets its institute by MCC code.
  return files.sort(
    (left, right) => Number(left.endsWith('.pdf')) - Number(right.endsWith('.pdf')),
  );
}

export async function readSourceFile(filePath: string): Promise<SourceFile> {
  const bytes = await readFile(filePath);
  return {
    path: filePath,
    name: path.basename(filePath),
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/**
 * Parses one file of a kind into records (no database access); a file whose rows belong to
 * several counsellings (KEA lists) gives one part per counselling.
 */
export async function parseFile(
  kind: ImportKind,
  file: SourceFile,
  options: ImportOptions,
): Promise<ParsedFile | ParsedFile[]> {
  return IMPORT_KIND_SPECS[kind].parse(file, options);
}

function mentionsOf(parsed: ParsedFile): InstituteMention[] {
  return [...parsed.instituteFacts.map((facts) => facts.institute), ...rowMentions(parsed)];
}

/** The institute of each row a file holds (allotments, fees, seats, closing ranks), in order. */
function rowMentions(parsed: ParsedFile): InstituteMention[] {
  return [
    ...parsed.allotments.map((record) => record.institute),
    ...parsed.fees.map((record) => record.institute),
    ...parsed.seatMatrix.map((record) => record.institute),
    ...parsed.closingRanks.map((record) => record.institute),
  ];
}

/** How much a file's institute facts are trusted for an institute's name (profiles most). */
function factsNameTrustOf(parsed: ParsedFile): number {
  return parsed.kind === 'mcc-profiles' ? (parsed.fileName.endsWith('.pdf') ? 3 : 2) : 1;
}

/**
 * Meets first every institute the import's files place (with a state or a PIN), so that a short
 * name, placed among the institutes known, also meets those its own import names in full,
 * whatever the order of the files and rows
 * (docs/decisions/0064-a-short-name-meets-its-whole-import.md).
 */
function meetPlacedInstitutes(
  institutes: InstituteDirectory,
  files: readonly { parsed: ParsedFile }[],
) {
  for (const { parsed } of files) {
    const factsTrust = factsNameTrustOf(parsed);
    const trusted = [
      ...parsed.instituteFacts.map((facts) => ({ mention: facts.institute, trust: factsTrust })),
      ...rowMentions(parsed).map((mention) => ({ mention, trust: 1 })),
    ];
    for (const { mention, trust } of trusted) {
      if (!mention.codeOnly && (mention.state !== null || mention.pin !== null)) {
        institutes.resolve(mention, trust);
      }
    }
  }
}

/**
 * Files whose colleges only a code can place come after those that name them, so that within
 * one import the order of the files given does not matter
 * (docs/decisions/0038-closing-rank-lists.md).
 */
function namingFilesFirst<T extends { parsed: ParsedFile }>(files: readonly T[]): T[] {
  const codeOnly = new Set(
    files.filter((file) => mentionsOf(file.parsed).some((mention) => mention.codeOnly)),
  );
  return [...files.filter((file) => !codeOnly.has(file)), ...codeOnly];
}

export interface ParsedImport {
  kind: ImportKind;
  files: { parsed: ParsedFile; path: string }[];
  /** Write even what the safety rules refuse (the operator said --force). */
  force?: boolean;
  /** Replace stored round lists even by much smaller ones (the operator said --replace). */
  replace?: boolean;
}

/** A file may lose at most this share of its rows to rejections. */
const MAX_REJECTED_SHARE = 0.02;
/** A file that replaces earlier rows must bring at least this share of their number. */
const MIN_REPLACED_SHARE = 0.8;

/** Files the safety rules refused: nothing of the import was written. */
export class ImportRefusedError extends Error {
  constructor(readonly refusals: string[]) {
    super(
      `Nothing was imported:\n${refusals.map((refusal) => `  ${refusal}`).join('\n')}\nCheck the file; --force imports it anyway.`,
    );
  }
}

/** The most common rejection reasons of a file, with their counts. */
export function rejectionsByReason(
  rejections: readonly Rejection[],
): { reason: string; rows: number }[] {
  const counts = new Map<string, number>();
  for (const { reason } of rejections) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, rows]) => ({ reason, rows }))
    .sort((left, right) => right.rows - left.rows || left.reason.localeCompare(right.reason));
}

const formatCount = (value: number) => value.toLocaleString('en-IN');

interface PreviousRun {
  rowsImported: number;
  fileName: string;
}

const runKey = (kind: string, scopeKey: string) => `${kind}\u0000${scopeKey}`;

/** The runs the files of these imports would replace, read in one query, by kind and scope. */
async function previousRuns(
  db: Database,
  imports: readonly ParsedImport[],
): Promise<Map<string, PreviousRun>> {
  const kinds = [...new Set(imports.map((parsedImport) => parsedImport.kind))];
  if (kinds.length === 0) return new Map();
  const runs = await db
    .select({
      kind: importRun.kind,
      scopeKey: importRun.scopeKey,
      rowsImported: importRun.rowsImported,
      fileName: importRun.fileName,
    })
    .from(importRun)
    .where(inArray(importRun.kind, kinds));
  return new Map(runs.map((run) => [runKey(run.kind, run.scopeKey), run]));
}

/**
 * Why a parsed file must not be written, or null: too many rows rejected, or fewer rows than the
 * import it replaces (a file cut short would silently replace a whole round).
 */
function refusalOf(parsed: ParsedFile, previous: PreviousRun | undefined): string | null {
  const imported = parsed.rowsRead - parsed.rejections.length;
  if (parsed.rowsRead > 0 && parsed.rejections.length / parsed.rowsRead > MAX_REJECTED_SHARE) {
    const reasons = rejectionsByReason(parsed.rejections)
      .slice(0, 3)
      .map(({ reason, rows }) => `${formatCount(rows)} x ${reason}`)
      .join('; ');
    return `${parsed.fileName}: ${formatCount(parsed.rejections.length)} of ${formatCount(parsed.rowsRead)} rows rejected (more than ${MAX_REJECTED_SHARE * 100}%): ${reasons}`;
  }
  if (previous && imported < previous.rowsImported * MIN_REPLACED_SHARE) {
    return `${parsed.fileName}: would replace ${formatCount(previous.rowsImported)} rows (from ${previous.fileName}) with ${formatCount(imported)}, fewer than ${MIN_REPLACED_SHARE * 100}% of them`;
  }
  return null;
}

/**
 * Reads and parses every file first, touching no database: a bad file stops everything with a
 * message naming it before anything is written.
 */
export async function parseImport(
  kind: ImportKind,
  paths: readonly string[],
  options: ImportOptions = {},
  onProgress: (progress: ImportProgress) => void = () => undefined,
): Promise<ParsedImport> {
  const filePaths = await collectFiles(kind, paths);
  const files: ParsedImport['files'] = [];
  for (const [index, filePath] of filePaths.entries()) {
    onProgress({ phase: 'reading', done: index, total: filePaths.length, fileName: filePath });
    const file = await readSourceFile(filePath);
    const parts = await parseFile(kind, file, options);
    for (const parsed of Array.isArray(parts) ? parts : [parts]) {
      files.push({ parsed, path: filePath });
    }
  }
  onProgress({ phase: 'reading', done: filePaths.length, total: filePaths.length, fileName: '' });
  return { kind, files, force: options.force === true, replace: options.replace === true };
}

/**
 * Imports files of one kind: parsed first (parseImport), then written in one transaction.
 * Re-importing a file (or the same round in another format) replaces the earlier run's rows.
 * Derived closing ranks, seat matrix and rounds of every affected counselling are recomputed
 * before the transaction commits.
 */
export async function runImport(
  db: Database,
  kind: ImportKind,
  paths: readonly string[],
  options: ImportOptions = {},
  onProgress: (progress: ImportProgress) => void = () => undefined,
): Promise<ImportSummary> {
  return writeImport(db, await parseImport(kind, paths, options, onProgress), onProgress);
}

/** Writes parsed files in one transaction and returns the summary. */
export async function writeImport(
  db: Database,
  parsedImport: ParsedImport,
  onProgress: (progress: ImportProgress) => void = () => undefined,
): Promise<ImportSummary> {
  const [summary] = await writeImports(db, [parsedImport], onProgress);
  if (!summary) throw new Error('an import gave no summary');
  return summary;
}

/** What the write step learned, for the derive and summarise steps. */
interface WrittenImports {
  /** Counsellings whose derived tables are rebuilt. */
  derived: Set<string>;
  /** How each import's institutes were matched, in the imports' order. */
  matchings: InstituteMatching[];
  /** What each file's allotments did to the round lists stored. */
  meetings: Map<ParsedFile, RoundMeeting>;
  /** An import kind whose rows every counselling reads was written. */
  deriveEveryCounselling: boolean;
  /** Fee rows that may be the most specific of any counselling's seats were written. */
  refreshFees: boolean;
}

/**
 * Writes several imports, in order, in one transaction: all land or none does. Each import meets
 * the institutes and courses the ones before it wrote, as if run one after another; what is
 * derived from them (closing ranks, cut-off rows, fee copies, rounds) is computed once at the
 * end, before the commit, and the touched tables are analysed after it. The steps: refuse,
 * write, derive (with the announcement of new rounds), then summarise.
 */
export async function writeImports(
  db: Database,
  imports: readonly ParsedImport[],
  onProgress: (progress: ImportProgress) => void = () => undefined,
): Promise<ImportSummary[]> {
  let written: WrittenImports | undefined;
  let announced: AnnouncedRound[] = [];
  await bulkTransaction(db, async (tx, bulk) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    const roundsBefore = await roundsWithResults(tx);
    await refuseUnsafeFiles(tx, imports);
    // Real data replaces generated data: the screens never show the two together.
    await deleteDemoRows(tx);
    written = await writeEachImport(tx, bulk, imports, onProgress);
    // A round replaced by a list much smaller than the stored one: nothing lands.
    const roundRefusals = [...written.meetings.values()].flatMap((meeting) => meeting.refusals);
    if (roundRefusals.length > 0) throw new ImportRefusedError(roundRefusals);
    await deriveWritten(tx, written, onProgress);
    announced = await notifyNewRounds(tx, roundsBefore);
  });
  if (!written) throw new Error('the import transaction wrote nothing');
  // Autovacuum may be off on a server, and PGlite has none.
  await vacuumDataTables(db);
  const suspects = await markedValues(db, [...written.derived]);
  return summariseImports(imports, written, announced, suspects);
}

/** Refuses the whole import when a file not forced breaks a safety rule (refusalOf). */
async function refuseUnsafeFiles(db: Database, imports: readonly ParsedImport[]): Promise<void> {
  const checked = imports.filter((parsedImport) => !parsedImport.force);
  const previous = await previousRuns(db, checked);
  const refusals = checked
    .flatMap(({ files }) => files)
    .map(({ parsed }) => refusalOf(parsed, previous.get(runKey(parsed.kind, parsed.scopeKey))))
    .filter((refusal): refusal is string => refusal !== null);
  if (refusals.length > 0) throw new ImportRefusedError(refusals);
}

/** Writes each import's files, files naming their colleges first, and says what to derive. */
async function writeEachImport(
  db: Database,
  bulk: BulkWriter,
  imports: readonly ParsedImport[],
  onProgress: (progress: ImportProgress) => void,
): Promise<WrittenImports> {
  const written: WrittenImports = {
    derived: new Set(),
    matchings: [],
    meetings: new Map(),
    deriveEveryCounselling: false,
    refreshFees: false,
  };
  for (const { kind, files: parsedFiles, force, replace } of imports) {
    const institutes = await InstituteDirectory.load(db);
    const courses = await CourseDirectory.load(db);
    institutes.learn(parsedFiles.flatMap(({ parsed }) => mentionsOf(parsed)));
    meetPlacedInstitutes(institutes, namingFilesFirst(parsedFiles));
    const universities = new Map<string, number>();
    for (const [index, { parsed, path: filePath }] of namingFilesFirst(parsedFiles).entries()) {
      onProgress({ phase: 'writing', done: index, total: parsedFiles.length, fileName: filePath });
      const meeting = await writeParsedFile(db, bulk, parsed, institutes, courses, universities, {
        replace: force === true || replace === true,
      });
      if (meeting) written.meetings.set(parsed, meeting);
      const derives =
        parsed.allotments.length > 0 ||
        parsed.seatMatrix.length > 0 ||
        parsed.closingRanks.length > 0;
      if (parsed.counselling && derives) written.derived.add(parsed.counselling.id);
    }
    written.matchings.push(institutes.matching);
    const spec = IMPORT_KIND_SPECS[kind];
    if (spec.derivesEveryCounselling) written.deriveEveryCounselling = true;
    // Fee rows written or replaced may be the most specific fee of any counselling's seats.
    if (spec.writesSharedFees) written.refreshFees = true;
  }
  return written;
}

/**
 * Rebuilds what is derived from the written rows: each counselling's closing ranks, cut-off
 * rows and seat matrix, the fee copies, the institutes' kinds and the fees a round meeting added.
 */
async function deriveWritten(
  db: Database,
  written: WrittenImports,
  onProgress: (progress: ImportProgress) => void,
): Promise<void> {
  const { derived, refreshFees } = written;
  if (written.deriveEveryCounselling) {
    const withAllotments = await db.execute<{ id: string }>(
      sql`SELECT id FROM counselling WHERE NOT is_demo`,
    );
    for (const row of rowsOf<{ id: string }>(withAllotments)) derived.add(row.id);
  }
  // The planner needs to know how many rows were just written: derivations join the new
  // allotments against fee and closing-rank rows, and on a fresh load without statistics it
  // plans nested loops over hundreds of thousands of rows.
  await analyseDataTables(db);
  for (const [index, counsellingId] of [...derived].entries()) {
    onProgress({ phase: 'deriving', done: index, total: derived.size, fileName: counsellingId });
    await refreshReadColumns(db, counsellingId);
    // Fee copies are refreshed once for every counselling below when fee rows changed: an
    // update of every allotment row per counselling first would be written twice.
    await deriveCounselling(
      db,
      counsellingId,
      counsellingById(counsellingId)?.roundStyle ?? 'round',
      {
        refreshFees: !refreshFees,
      },
    );
  }
  if (refreshFees) await refreshAllotmentFees(db);
  // Any import may have written or replaced fee rows, or removed the demo's.
  await refreshFinancialRows(db);
  await deriveInstituteKinds(db);
  for (const meeting of written.meetings.values()) await countFeesAdded(db, meeting);
}

/** What one file did, as the summary tells it. */
function summariseFile(
  { parsed, path: filePath }: { parsed: ParsedFile; path: string },
  meeting: RoundMeeting | undefined,
): FileSummary {
  const outcomes = (meeting?.outcomes ?? []).filter((outcome) => outcome.action !== 'new');
  return {
    path: filePath,
    fileName: parsed.fileName,
    counsellingId: parsed.counselling?.id ?? null,
    rowsRead: parsed.rowsRead,
    rowsImported: parsed.rowsRead - parsed.rejections.length,
    rowsRejected: parsed.rejections.length,
    rejections: parsed.rejections,
    notes: parsed.notes,
    fees: {
      numbers: parsed.fees.filter((record) => record.feeYears[0] != null).length,
      textOnly: parsed.fees.filter(
        (record) => record.feeYears[0] == null && record.feeText !== null,
      ).length,
    },
    storedRounds: describeRoundOutcomes(outcomes),
    roundOutcomes: outcomes,
  };
}

/**
 * Each import's summary. With several imports (the bundle), derived counsellings, suspect values
 * and announced rounds go to the import whose files name their counselling.
 */
function summariseImports(
  imports: readonly ParsedImport[],
  written: WrittenImports,
  announced: readonly AnnouncedRound[],
  suspects: readonly MarkedValue[],
): ImportSummary[] {
  return imports.map(({ kind, files: parsedFiles }, importIndex) => {
    const files = parsedFiles.map((file) => summariseFile(file, written.meetings.get(file.parsed)));
    const counsellings = new Set(files.map((file) => file.counsellingId));
    const ownCounselling = (id: string) => imports.length === 1 || counsellings.has(id);
    return {
      kind,
      files,
      rowsRead: files.reduce((sum, file) => sum + file.rowsRead, 0),
      rowsImported: files.reduce((sum, file) => sum + file.rowsImported, 0),
      rowsRejected: files.reduce((sum, file) => sum + file.rowsRejected, 0),
      derivedCounsellings: [...written.derived].filter(ownCounselling).sort(),
      suspectValues: suspects.filter((value) => ownCounselling(value.counsellingId)),
      institutes: written.matchings[importIndex] ?? { matched: 0, created: 0, ambiguous: [] },
      announcedRounds: announced.filter((round) => ownCounselling(round.counselling)),
    };
  });
}

async function upsertCounselling(db: Database, info: CounsellingInfo): Promise<void> {
  const values = counsellingRow(info, false);
  await db
    .insert(counselling)
    .values(values)
    .onConflictDoUpdate({ target: counselling.id, set: values });
}

/**
 * Writes one parsed file: its import run, its institutes and courses, then its rows (allotments
 * meeting the stored rounds, fees, seats, listed closing ranks). Answers what its allotments did
 * to the stored rounds, or null when it brings none.
 */
async function writeParsedFile(
  db: Database,
  bulk: BulkWriter,
  parsed: ParsedFile,
  institutes: InstituteDirectory,
  courses: CourseDirectory,
  universities: Map<string, number | null>,
  rounds: { replace: boolean },
): Promise<RoundMeeting | null> {
  const runId = await startImportRun(db, parsed);
  refuseUnknownCodes(parsed, institutes);
  const rows = await writeInstitutes(db, parsed, institutes, universities);
  await writeCourses(db, parsed, courses);
  const meeting = await writeAllotments(db, bulk, parsed, rows.allotments, courses, runId, rounds);
  await writeFees(db, rows.fees, courses, runId);
  // Seats and listed closing ranks are a counselling's; a file naming none parsed none.
  const counsellingId = parsed.counselling?.id;
  if (counsellingId) await writeSeats(db, counsellingId, rows, courses, runId);
  return meeting;
}

/** The file's counselling stored and its import run recorded; answers the run's id. */
async function startImportRun(db: Database, parsed: ParsedFile): Promise<number> {
  if (parsed.counselling) await upsertCounselling(db, parsed.counselling);
  // The same file (or the same round in another format) again replaces the earlier rows.
  await db
    .delete(importRun)
    .where(and(eq(importRun.kind, parsed.kind), eq(importRun.scopeKey, parsed.scopeKey)));
  const [run] = await db
    .insert(importRun)
    .values({
      kind: parsed.kind,
      fileName: parsed.fileName,
      sha256: parsed.sha256,
      scopeKey: parsed.scopeKey,
      counsellingId: parsed.counselling?.id ?? null,
      year: parsed.year,
      round: parsed.round,
      rowsRead: parsed.rowsRead,
      rowsImported: parsed.rowsRead - parsed.rejections.length,
      rowsRejected: parsed.rejections.length,
      rejections: parsed.rejections,
      startedAt: new Date(),
    })
    .returning({ id: importRun.id });
  if (!run) throw new Error('import_run was not created');
  return run.id;
}

/** A list naming colleges by codes no institute has cannot be placed: the file is refused. */
function refuseUnknownCodes(parsed: ParsedFile, institutes: InstituteDirectory): void {
  const unknownCodes = institutes.unknownCodes(mentionsOf(parsed));
  if (unknownCodes.length > 0) {
    throw new BadFileError(
      parsed.fileName,
      `${unknownCodes.length} college codes name no institute known by its code (${unknownCodes.slice(0, 10).join(', ')}${unknownCodes.length > 10 ? ', ...' : ''}); this list names colleges by code only: import a list that names them (KEA closing ranks or fees) first`,
    );
  }
}

/** A record with the directory entry of its institute. */
interface WithInstitute<R> {
  record: R;
  entry: InstituteEntry;
}

/** A file's rows, each with the directory entry of its institute. */
interface RowsWithInstitutes {
  allotments: WithInstitute<ParsedFile['allotments'][number]>[];
  fees: WithInstitute<ParsedFile['fees'][number]>[];
  seats: WithInstitute<ParsedFile['seatMatrix'][number]>[];
  listed: WithInstitute<ParsedFile['closingRanks'][number]>[];
}

/**
 * Resolves the institute of every fact and row (in this order, before the flush), applies the
 * facts (university, website, hostels) and writes the institutes; answers the rows with them.
 */
async function writeInstitutes(
  db: Database,
  parsed: ParsedFile,
  institutes: InstituteDirectory,
  universities: Map<string, number | null>,
): Promise<RowsWithInstitutes> {
  const factsTrust = factsNameTrustOf(parsed);
  const factEntries = parsed.instituteFacts.map((facts) => ({
    facts,
    entry: institutes.resolve(facts.institute, factsTrust),
  }));
  const withInstitute = <R extends { institute: InstituteMention }>(records: readonly R[]) =>
    records.map((record) => ({ record, entry: institutes.resolve(record.institute) }));
  const rows = {
    allotments: withInstitute(parsed.allotments),
    fees: withInstitute(parsed.fees),
    seats: withInstitute(parsed.seatMatrix),
    listed: withInstitute(parsed.closingRanks),
  };
  for (const { facts, entry } of factEntries) {
    const named = facts.universityName
      ? universityOf(facts.universityName, entry.state, entry.name)
      : null;
    if (named) {
      let id = universities.get(named.nameKey);
      if (id === undefined) {
        id = await universityId(db, named);
        universities.set(named.nameKey, id);
      }
      entry.universityId = id;
      entry.changed = true;
    }
    for (const field of ['website', 'hostelForMen', 'hostelForWomen'] as const) {
      if (facts[field] !== null) {
        Object.assign(entry, { [field]: facts[field] });
        entry.changed = true;
      }
    }
  }
  await institutes.flush(db);
  return rows;
}

/** Every course the file names, resolved and written (course facts with their details). */
async function writeCourses(
  db: Database,
  parsed: ParsedFile,
  courses: CourseDirectory,
): Promise<void> {
  for (const record of parsed.allotments) courses.resolve(record.course);
  for (const record of parsed.seatMatrix) courses.resolve(record.course);
  for (const record of parsed.closingRanks) courses.resolve(record.course);
  for (const record of parsed.fees) if (record.course) courses.resolve(record.course);
  for (const facts of parsed.courseFacts) courses.resolve(facts.course, true);
  await courses.flush(db);
}

/** The id of a flushed institute entry. */
function instituteIdOf(entry: { id: number | null }): number {
  if (entry.id === null) throw new Error('institute was not flushed');
  return entry.id;
}

/**
 * The file's allotments, after they meet the round lists already stored (one list per round,
 * docs/decisions/0077-one-list-per-round.md: completed, replaced or continued, never copied).
 */
async function writeAllotments(
  db: Database,
  bulk: BulkWriter,
  parsed: ParsedFile,
  allotments: RowsWithInstitutes['allotments'],
  courses: CourseDirectory,
  runId: number,
  rounds: { replace: boolean },
): Promise<RoundMeeting | null> {
  if (allotments.length === 0 || !parsed.counselling) return null;
  const counsellingId = parsed.counselling.id;
  const rows = allotments.map(({ record, entry }): AllotmentRow => ({
    counselling_id: counsellingId,
    year: record.year,
    round: record.round,
    ai_rank: record.aiRank,
    counselling_rank: record.counsellingRank,
    quota: record.quota,
    allotted_category: record.allottedCategory,
    candidate_category: record.candidateCategory,
    institute_id: instituteIdOf(entry),
    course_id: courses.idOf(record.course),
    course_text: record.courseText,
    institute_text: record.institute.sourceText,
    remarks: record.remarks,
    institute_name: entry.name,
    state: entry.state,
    course_name: courses.nameOf(record.course),
    // Set from the fee rows once the counselling is derived (refreshAllotmentFees).
    fee_year_1: null,
    import_run_id: runId,
    source_row: record.sourceRow,
  }));
  const meeting = await meetStoredRounds(db, parsed.fileName, counsellingId, rows, rounds.replace);
  await bulk.insert('allotment', ALLOTMENT_COLUMNS, meeting.rowsToWrite);
  return meeting;
}

/** The file's fee rows, in statements of ROWS_PER_INSERT rows. */
async function writeFees(
  db: Database,
  fees: RowsWithInstitutes['fees'],
  courses: CourseDirectory,
  runId: number,
): Promise<void> {
  await inBatches(fees, async (batch) => {
    const rows = batch.map(({ record, entry }) => ({
      counsellingId: record.counsellingId,
      instituteId: instituteIdOf(entry),
      courseId: record.course ? courses.idOf(record.course) : null,
      quota: record.quota,
      category: record.category,
      feeYear1: record.feeYears[0] ?? null,
      feeYear2: record.feeYears[1] ?? null,
      feeYear3: record.feeYears[2] ?? null,
      feeYear4: record.feeYears[3] ?? null,
      feeYear5: record.feeYears[4] ?? null,
      feeText: record.feeText,
      stipendYear1: record.stipendYears[0] ?? null,
      stipendYear2: record.stipendYears[1] ?? null,
      stipendYear3: record.stipendYears[2] ?? null,
      bondYears: record.bondYears,
      bondPenalty: record.bondPenalty,
      beds: record.beds,
      hostelFee: record.hostelFee,
      admissionFee: record.admissionFee,
      annualFee: record.annualFee,
      nriFeeYear1: record.nriFeeYears[0] ?? null,
      nriFeeYear2: record.nriFeeYears[1] ?? null,
      nriFeeYear3: record.nriFeeYears[2] ?? null,
      nriFeeYear4: record.nriFeeYears[3] ?? null,
      nriFeeYear5: record.nriFeeYears[4] ?? null,
      miscellaneousCharges: record.miscellaneousCharges,
      reallocationDeduction: record.reallocationDeduction,
      amountRefunded: record.amountRefunded,
      amountForfeited: record.amountForfeited,
      importRunId: runId,
      sourceRow: record.sourceRow,
      sourcePage: record.sourcePage,
      boxPages: record.boxPages,
    }));
    await db.insert(fee).values(rows);
  });
}

/** The counselling's seat-matrix and listed closing-rank rows of the file. */
async function writeSeats(
  db: Database,
  counsellingId: string,
  { seats, listed }: Pick<RowsWithInstitutes, 'seats' | 'listed'>,
  courses: CourseDirectory,
  runId: number,
): Promise<void> {
  /** The round and seat of a seat-matrix or closing-rank row, with their ids. */
  const seatOf = (
    record: { year: number; round: number; course: NormalisedCourse; quota: string },
    entry: { id: number | null },
  ) => ({
    year: record.year,
    round: record.round,
    instituteId: instituteIdOf(entry),
    courseId: courses.idOf(record.course),
    quota: record.quota,
  });
  await inBatches(seats, async (batch) => {
    const rows = batch.map(({ record, entry }) => ({
      counsellingId,
      ...seatOf(record, entry),
      category: record.category,
      seats: record.seats,
      derived: false,
      importRunId: runId,
    }));
    await db.insert(seatMatrix).values(rows);
  });
  await inBatches(listed, async (batch) => {
    const rows = batch.map(({ record, entry }) => ({
      counsellingId,
      ...seatOf(record, entry),
      allottedCategory: record.allottedCategory,
      closingAiRank: record.closingAiRank,
      list: record.list,
      collegeCode: record.collegeCode,
      importRunId: runId,
      sourceRow: record.sourceRow,
    }));
    await db.insert(listedClosingRank).values(rows);
  });
}

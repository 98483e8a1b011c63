import { COUNSELLINGS, counsellingById } from './counsellings';
import { parseInicetAllotments, parseNeetSsAllotments } from './importers/csv-allotments';
import {
  parsePgBonds,
  parsePgCourseTypes,
  parseSeatMatrix,
  parseUgFees,
} from './importers/fee-lists';
import { parseKarnatakaAllotments } from './importers/karnataka-allotments';
import { parseKarnatakaClosingRanks } from './importers/karnataka-closing-ranks';
import { parseKarnatakaFees, parseKarnatakaSeatMatrix } from './importers/karnataka-ug-lists';
import { parseMccAllotments, requireYearAndRound } from './importers/mcc-allotments';
import { parseInstituteCodes, parseProfilePdf } from './importers/mcc-profiles';
import { parseMccUgAllotments } from './importers/mcc-ug-allotments';
import { parseMappedTable } from './importers/mapped-table';
import { mentionFromMccText, mentionFromName } from './importers/mention';
import { parseTelanganaAllotments } from './importers/telangana-allotments';
import { BadFileError, type ImportKind } from './import-kind-names';
import type { ImportOptions, ParsedFile, SourceFile } from './parsed-records';

/**
 * What one import kind is: the files it reads, how it parses one (no database access), and what
 * writing it touches beyond its own rows. Adding a kind is one entry here plus its parser; the
 * runner, the CLI and the bundle read this table (docs/decisions/0041-import-kind-registry.md).
 */
export interface ImportKindSpec {
  /** File endings a folder named on the command line contributes. */
  extensions: readonly string[];
  /** One file's records; a file whose rows belong to several counsellings gives one part each. */
  parse(
    file: SourceFile,
    options: ImportOptions,
  ): ParsedFile | ParsedFile[] | Promise<ParsedFile | ParsedFile[]>;
  /**
   * Its fee rows may be the most specific fee of any counselling's seats: after writing it, every
   * counselling's allotment fee copies are refreshed (and importing it again may remove fees).
   */
  writesSharedFees: boolean;
  /**
   * It renames institutes or courses that other counsellings' rows point at: every counselling
   * is derived again after it (MCC profiles also hold fees, which that derivation brings in step).
   */
  derivesEveryCounselling: boolean;
}

/** A seat matrix of any counselling (`--counselling`, MCC NEET PG by default) for one round. */
function parseAnySeatMatrix(file: SourceFile, options: ImportOptions): ParsedFile {
  const counsellingId = options.counselling ?? COUNSELLINGS.mccNeetPg.id;
  const info = counsellingById(counsellingId);
  if (!info) throw new BadFileError(file.path, `unknown counselling "${counsellingId}"`);
  const { year, round } = requireYearAndRound(file, options);
  return parseSeatMatrix(file, { counsellingId, year, round }, info, (institute, state) =>
    /\d{6}\s*$/.test(institute)
      ? mentionFromMccText(institute)
      : mentionFromName(institute, state || null),
  );
}

const OWN_ROWS_ONLY = { writesSharedFees: false, derivesEveryCounselling: false } as const;

export const IMPORT_KIND_SPECS: Readonly<Record<ImportKind, ImportKindSpec>> = {
  'mcc-allotments': {
    extensions: ['.json', '.csv', '.xlsx', '.parquet'],
    parse: parseMccAllotments,
    ...OWN_ROWS_ONLY,
  },
  'telangana-allotments': {
    extensions: ['.json'],
    parse: parseTelanganaAllotments,
    ...OWN_ROWS_ONLY,
  },
  'mcc-profiles': {
    extensions: ['.txt', '.pdf'],
    parse: (file) =>
      file.name.toLowerCase().endsWith('.txt') ? parseInstituteCodes(file) : parseProfilePdf(file),
    writesSharedFees: false,
    derivesEveryCounselling: true,
  },
  'inicet-allotments': { extensions: ['.csv'], parse: parseInicetAllotments, ...OWN_ROWS_ONLY },
  'neet-ss-allotments': { extensions: ['.csv'], parse: parseNeetSsAllotments, ...OWN_ROWS_ONLY },
  'ug-fees': {
    extensions: ['.csv'],
    parse: parseUgFees,
    writesSharedFees: true,
    derivesEveryCounselling: false,
  },
  'pg-bonds': {
    extensions: ['.json'],
    parse: parsePgBonds,
    writesSharedFees: true,
    derivesEveryCounselling: false,
  },
  'pg-course-types': {
    extensions: ['.json'],
    parse: parsePgCourseTypes,
    writesSharedFees: false,
    derivesEveryCounselling: true,
  },
  'seat-matrix': { extensions: ['.csv'], parse: parseAnySeatMatrix, ...OWN_ROWS_ONLY },
  'mcc-ug-allotments': { extensions: ['.csv'], parse: parseMccUgAllotments, ...OWN_ROWS_ONLY },
  'karnataka-allotments': {
    extensions: ['.parquet', '.csv'],
    parse: parseKarnatakaAllotments,
    ...OWN_ROWS_ONLY,
  },
  'karnataka-seat-matrix': {
    extensions: ['.csv'],
    parse: parseKarnatakaSeatMatrix,
    ...OWN_ROWS_ONLY,
  },
  'karnataka-fees': {
    extensions: ['.csv'],
    parse: parseKarnatakaFees,
    writesSharedFees: true,
    derivesEveryCounselling: false,
  },
  'karnataka-closing-ranks': {
    extensions: ['.csv'],
    parse: parseKarnatakaClosingRanks,
    ...OWN_ROWS_ONLY,
  },
  // Any layout, through the operator's column mapping (docs/decisions/0088-a-counselling-is-data.md).
  table: {
    extensions: ['.csv', '.xlsx', '.json', '.parquet'],
    parse: parseMappedTable,
    ...OWN_ROWS_ONLY,
  },
};

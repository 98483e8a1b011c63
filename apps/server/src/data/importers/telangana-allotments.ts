import { COUNSELLINGS } from '../counsellings';
import type { ImportOptions, ParsedFile, SourceFile } from '../parsed-records';
import { scopeFromFileName } from '../rounds';
import { readThroughMapping, type ColumnMapping } from './mapped-table';
import { requireYearAndRound } from './mcc-allotments';

/**
 * Telangana's lists read the way every state's are: this mapping and the grammars it cites
 * (docs/decisions/0090-built-in-kinds-on-mappings.md). It is the operator's worked example,
 * `docs/examples/telangana-neet-pg.map.json` (table-import.test.ts checks the two agree).
 */
export const TELANGANA_MAPPING: ColumnMapping = {
  list: 'held',
  columns: {
    stateRank: 'rank',
    instituteName: 'college',
    course: 'course',
    category: 'adm_details',
  },
  values: {},
  grammars: {
    instituteName: 'coded-label',
    course: 'coded-label',
    category: 'telangana-adm-details',
  },
};

/**
 * Telangana state NEET PG allotments, `{college, course, rank, adm_details}`: the seats held
 * after a phase, one file per phase and quota group (`2023-cq-p2.json`), whose name gives the
 * year and phase.
 */
export async function parseTelanganaAllotments(
  file: SourceFile,
  options: ImportOptions,
): Promise<ParsedFile> {
  const { year, round } = requireYearAndRound(file, options);
  const counselling = COUNSELLINGS.telanganaNeetPg;
  const parsed = await readThroughMapping(
    'telangana-allotments',
    file,
    { ...options, year, round },
    { mapping: TELANGANA_MAPPING, counselling, publishedRanks: ['state'] },
  );
  // A phase's competent-authority and management lists are two files of one round: each
  // replaces only itself when imported again.
  const quotaGroup = scopeFromFileName(file.name).quotaGroup ?? 'all';
  return { ...parsed, scopeKey: `${counselling.id}/${year}/${round}/${quotaGroup}`, round };
}

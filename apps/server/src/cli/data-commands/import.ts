import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  collectFiles,
  ImportRefusedError,
  parseImport,
  readSourceFile,
  rejectionsByReason,
  writeImport,
} from '../../data/import-runner';
import { BadFileError, IMPORT_KINDS, importKindSchema } from '../../data/import-kind-names';
import type { ImportOptions } from '../../data/parsed-records';
import {
  readColumnMapping,
  readMappedTable,
  suggestMapping,
  type MappedImport,
} from '../../data/importers/mapped-table';
import { counsellingForTableImport } from '../../domain/added-counsellings';
import { defineCommand, UsageError, type CommandContext } from '../command-line';
import { progressReporter } from '../progress';
import { printImportSummary } from './import-summary';
import { mailNotifications } from './notification-mails';
import { counsellingOption, flag, roundOption, yearOption } from './options';

const importOptions = z.object({
  year: yearOption,
  round: roundOption,
  counselling: counsellingOption,
  force: flag,
  replace: flag,
  json: flag,
  map: z.string().min(1).optional(),
  'suggest-map': flag,
});
type ImportCommandOptions = z.output<typeof importOptions>;

/** `npm run data -- import <kind> <paths...>`: counselling files into the database. */
export const importCommand = defineCommand({
  name: 'import',
  usage: `npm run data -- import <kind> <file or folder>... [--year YYYY] [--round N] [--counselling ID] [--replace] [--force] [--json]
    (a file with more than 2% of its rows rejected, or with fewer than 80% of the rows it would
    replace, is refused and nothing is written; --force imports it anyway. A round already
    stored from another file is completed by the same allotments and replaced by another list
    of it; a replacement with fewer than 80% of its allotments is refused unless --replace)
    Kinds: ${IMPORT_KINDS.join(', ')}
  npm run data -- import table <file>... --counselling ID --map MAP.json [--year YYYY] [--round N]
    (a CSV, XLSX or Parquet list in any column layout, read through a column mapping into a
    counselling added by add-counselling: docs/adding-a-counselling.md; --suggest-map instead of
    --map prints a starting mapping from the file's columns)`,
  options: importOptions,
  positionals: true,
  async run({ options, positionals }, context) {
    const [kindText, ...paths] = positionals;
    if (kindText === undefined) throw new UsageError('Name the kind of file to import.');
    const kind = importKindSchema.safeParse(kindText);
    if (!kind.success) throw new UsageError(`Unknown kind "${kindText}".`);
    if (paths.length === 0) throw new UsageError('Name at least one file or folder to import.');
    let table: ImportOptions['table'];
    if (kind.data === 'table') {
      const prepared = await prepareTableImport(paths, options, context);
      if (typeof prepared === 'number') return prepared;
      table = prepared;
    }
    const progress = progressReporter();
    try {
      let parsed;
      try {
        parsed = await parseImport(kind.data, paths, { ...options, table }, (update) =>
          progress.update(update),
        );
      } catch (error) {
        progress.stop();
        if (error instanceof BadFileError) {
          console.error(`Nothing was imported. ${error.message}`);
          return 1;
        }
        throw error;
      }
      const database = await context.database();
      const summary = await writeImport(database.db, parsed, (update) =>
        progress.update(update),
      ).catch((error: unknown) => {
        if (error instanceof ImportRefusedError || error instanceof BadFileError) return error;
        throw error;
      });
      progress.stop();
      if (summary instanceof ImportRefusedError) {
        console.error(summary.message);
        return 1;
      }
      if (summary instanceof BadFileError) {
        console.error(`Nothing was imported. ${summary.message}`);
        return 1;
      }
      if (options.force) console.log('Imported with --force: the safety rules were not applied.');
      if (options.json) {
        const files = summary.files.map(({ rejections, ...file }) => ({
          ...file,
          rejectedByReason: rejectionsByReason(rejections),
        }));
        console.log(JSON.stringify({ ...summary, files }, null, 2));
      } else {
        printImportSummary(summary);
      }
      await mailNotifications(context.config, database.db);
      return summary.rowsImported > 0 ? 0 : 1;
    } finally {
      progress.stop();
    }
  },
});

/**
 * What `import table` needs before it parses: with --suggest-map, prints a starting mapping from
 * the first file's columns and answers the exit status; otherwise the mapping file read and the
 * counselling looked up (docs/decisions/0088-a-counselling-is-data.md).
 */
async function prepareTableImport(
  paths: readonly string[],
  options: ImportCommandOptions,
  context: CommandContext,
): Promise<MappedImport | number> {
  try {
    if (options['suggest-map']) {
      const [first] = await collectFiles('table', paths);
      if (first === undefined) throw new UsageError('Name a file to suggest a mapping for.');
      const suggested = suggestMapping(await readMappedTable(await readSourceFile(first)));
      console.log(JSON.stringify(suggested, null, 2));
      return 0;
    }
    if (options.counselling === undefined)
      throw new UsageError('Name the counselling (--counselling ID).');
    if (options.map === undefined)
      throw new UsageError(
        'Name the column mapping (--map MAP.json), or ask for one with --suggest-map.',
      );
    const mapFile = options.map;
    const mapText = await readFile(mapFile, 'utf8').catch(() => {
      throw new BadFileError(mapFile, 'no such file');
    });
    const mapping = readColumnMapping(mapFile, mapText);
    const database = await context.database();
    const target = await counsellingForTableImport(database.db, options.counselling);
    if (!target) {
      console.error(
        `Nothing was imported. No counselling "${options.counselling}": add it first with npm run data -- add-counselling.`,
      );
      return 1;
    }
    return { mapping, ...target };
  } catch (error) {
    if (error instanceof BadFileError) {
      console.error(`Nothing was imported. ${error.message}`);
      return 1;
    }
    throw error;
  }
}

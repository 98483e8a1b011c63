import { z } from 'zod';
import pino from 'pino';
import { createLogger } from '../common/logger';
import { loadConfig, type AppConfig } from '../config/env';
import {
  optionMistakes,
  readCommandLine,
  runCommandLine,
  UsageError,
  withUsage,
  type CommandOptions,
} from './command-line';
import { openDatabase, type Database } from '../db/client';
import { createMailer } from '../domain/mail';
import { sendNotificationMails } from '../domain/notifications';
import { RealDataPresentError, seedDemoData, removeDemoData } from '../data/demo/seed';
import {
  collectFiles,
  ImportRefusedError,
  parseImport,
  readSourceFile,
  rejectionsByReason,
  writeImport,
  type ImportSummary,
} from '../data/import-runner';
import { BadFileError, IMPORT_KINDS, importKindSchema } from '../data/kinds';
import { BUNDLE_DIR, BUNDLE_STEPS, DEFAULT_SOURCE_DIR, buildBundle } from '../data/bundle';
import { getDataStatus } from '../domain/data-status';
import { formatDataStatus } from './data-status-table';
import { formatBundleUpdate } from './bundle-update-report';
import {
  DemoDataPresentError,
  planBundleUpdate,
  updateFromBundle,
  type BundleUpdateStep,
} from '../data/bundle-update';
import { progressReporter } from './progress';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describeSuspectMark, newCounsellingSchema } from '@seatscope/shared';
import { DomainError } from '../common/errors';
import type { ImportOptions } from '../data/records';
import {
  readColumnMapping,
  readMappedTable,
  suggestMapping,
  type MappedImport,
} from '../data/importers/mapped-table';
import { addCounselling, counsellingForTableImport } from '../domain/added-counsellings';
import path from 'node:path';
import { setYearComplete, UnknownCounsellingYearError } from '../data/completed-years';
import { roundOfList } from '../data/rounds';
import { markedValues, realCounsellings } from '../data/suspect-marks';
import { reviewClosingRank, UnknownCellError } from '../data/value-reviews';
import { formatMarkedValues } from './suspects-table';

// `npm run data -- <command> ...`: imports, demo data and the bundle. Thin: parse, call, report.
// Mistakes in the command line answer one line and the usage (docs/operations.md#commands).
const IMPORT_USAGE = `npm run data -- import <kind> <file or folder>... [--year YYYY] [--round N] [--counselling ID] [--replace] [--force] [--json]
    (a file with more than 2% of its rows rejected, or with fewer than 80% of the rows it would
    replace, is refused and nothing is written; --force imports it anyway. A round already
    stored from another file is completed by the same allotments and replaced by another list
    of it; a replacement with fewer than 80% of its allotments is refused unless --replace)
    Kinds: ${IMPORT_KINDS.join(', ')}
  npm run data -- import table <file>... --counselling ID --map MAP.json [--year YYYY] [--round N]
    (a CSV, XLSX or Parquet list in any column layout, read through a column mapping into a
    counselling added by add-counselling: docs/adding-a-counselling.md; --suggest-map instead of
    --map prints a starting mapping from the file's columns)`;

const ADD_COUNSELLING_USAGE =
  'npm run data -- add-counselling --id ID --name NAME --level pg|mds|ug --state STATE [--ranks ai,state]   (a new counselling, without code: docs/adding-a-counselling.md)';

/** One closing rank, as `npm run data -- suspects` names it (docs/operations.md#suspect-values). */
const CELL_USAGE =
  '--counselling ID --year YYYY --round N [--list held|allotted] --institute ID --course ID --quota Q --category C [--rank-type ai|counselling]';
const CELL_OPTIONS = {
  counselling: { type: 'string' },
  year: { type: 'string' },
  round: { type: 'string' },
  list: { type: 'string' },
  institute: { type: 'string' },
  course: { type: 'string' },
  quota: { type: 'string' },
  category: { type: 'string' },
  'rank-type': { type: 'string' },
} as const satisfies CommandOptions;

/** Each command: its usage line, the options it takes and whether it takes names after them. */
const COMMANDS = {
  import: {
    usage: IMPORT_USAGE,
    options: {
      year: { type: 'string' },
      round: { type: 'string' },
      counselling: { type: 'string' },
      force: { type: 'boolean' },
      replace: { type: 'boolean' },
      json: { type: 'boolean' },
      map: { type: 'string' },
      'suggest-map': { type: 'boolean' },
    },
    positionals: true,
  },
  'add-counselling': {
    usage: ADD_COUNSELLING_USAGE,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      level: { type: 'string' },
      state: { type: 'string' },
      ranks: { type: 'string' },
    },
    positionals: false,
  },
  demo: {
    usage: 'npm run data -- demo [--scale N]   (demo data into a database without real data)',
    options: { scale: { type: 'string' } },
    positionals: false,
  },
  'remove-demo': {
    usage: 'npm run data -- remove-demo   (removes the demo data)',
    options: {},
    positionals: false,
  },
  'complete-year': {
    usage:
      'npm run data -- complete-year --counselling ID --year YYYY [--reopen]   (the year has ended: Rank DeepScan forecasts the next one; --reopen: it is under way)',
    options: {
      counselling: { type: 'string' },
      year: { type: 'string' },
      reopen: { type: 'boolean' },
    },
    positionals: false,
  },
  bundle: {
    usage: 'npm run data -- bundle [--from FOLDER]   (rebuilds data/bundle from the source files)',
    options: { from: { type: 'string' } },
    positionals: false,
  },
  'update-bundle': {
    usage:
      "npm run data -- update-bundle [--dry-run] [--json] [--from FOLDER]   (applies this release's bundled data, or the bundle in FOLDER, over the one loaded, keeping accounts, purchases, choice lists and lists imported by hand; --dry-run: prints what would change and changes nothing)",
    options: {
      'dry-run': { type: 'boolean' },
      json: { type: 'boolean' },
      from: { type: 'string' },
    },
    positionals: false,
  },
  status: {
    usage:
      'npm run data -- status [--json]   (what is live: the bundle loaded and each round list with its source; --json as GET /api/admin/data-status)',
    options: { json: { type: 'boolean' } },
    positionals: false,
  },
  suspects: {
    usage:
      'npm run data -- suspects [--counselling ID] [--json]   (every closing rank marked suspect or corrected, with the options that name it to confirm or correct)',
    options: { counselling: { type: 'string' }, json: { type: 'boolean' } },
    positionals: false,
  },
  confirm: {
    usage: `npm run data -- confirm ${CELL_USAGE} --by NAME --reason TEXT   (the value is right: no longer marked)`,
    options: { ...CELL_OPTIONS, by: { type: 'string' }, reason: { type: 'string' } },
    positionals: false,
  },
  correct: {
    usage: `npm run data -- correct ${CELL_USAGE} --rank N --by NAME --reason TEXT   (the closing rank shown becomes N, marked as corrected with who and why)`,
    options: {
      ...CELL_OPTIONS,
      rank: { type: 'string' },
      by: { type: 'string' },
      reason: { type: 'string' },
    },
    positionals: false,
  },
} as const satisfies Record<
  string,
  { usage: string; options: CommandOptions; positionals: boolean }
>;
type CommandName = keyof typeof COMMANDS;
const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

const USAGE = `Usage:\n${Object.values(COMMANDS)
  .map((command) => `  ${command.usage}`)
  .join('\n')}\n  npm run data -- <command> --help`;

const optionsSchema = z.object({
  year: z.coerce
    .number({ error: 'a year such as 2025' })
    .int('a year such as 2025')
    .min(2000, 'a year from 2000')
    .max(2100, 'a year up to 2100')
    .optional(),
  round: z.coerce
    .number({ error: 'a round number from 1 to 20' })
    .int('a round number from 1 to 20')
    .min(1, 'a round number from 1 to 20')
    .max(20, 'a round number from 1 to 20')
    .optional(),
  scale: z.coerce
    .number({ error: 'a number of allotments from 1,000 to 5,000,000' })
    .int('a number of allotments from 1,000 to 5,000,000')
    .min(1000, 'a number of allotments from 1,000 to 5,000,000')
    .max(5_000_000, 'a number of allotments from 1,000 to 5,000,000')
    .optional(),
  counselling: z.string().min(1).optional(),
  from: z.string().min(1).optional(),
  force: z.boolean().optional(),
  replace: z.boolean().optional(),
  json: z.boolean().optional(),
  reopen: z.boolean().optional(),
  'dry-run': z.boolean().optional(),
  map: z.string().min(1).optional(),
  'suggest-map': z.boolean().optional(),
  // add-counselling's own fields, checked by newCounsellingSchema.
  id: z.string().optional(),
  name: z.string().optional(),
  level: z.string().optional(),
  state: z.string().optional(),
  ranks: z.string().optional(),
  list: z.enum(['held', 'allotted'], 'held or allotted').optional(),
  institute: z.coerce
    .number({ error: 'an institute id, as `suspects` prints it' })
    .int('an institute id, as `suspects` prints it')
    .positive('an institute id, as `suspects` prints it')
    .optional(),
  course: z.coerce
    .number({ error: 'a course id, as `suspects` prints it' })
    .int('a course id, as `suspects` prints it')
    .positive('a course id, as `suspects` prints it')
    .optional(),
  quota: z.string().min(1).optional(),
  category: z.string().min(1).optional(),
  'rank-type': z.enum(['ai', 'counselling'], 'ai or counselling').optional(),
  rank: z.coerce
    .number({ error: 'a rank from 1' })
    .int('a rank from 1')
    .min(1, 'a rank from 1')
    .max(10_000_000, 'a rank up to 10,000,000')
    .optional(),
  by: z.string().trim().min(1, 'who reviewed the value').max(200).optional(),
  reason: z.string().trim().min(1, 'why').max(2000).optional(),
});

/** Commands run for minutes on large inputs: no per-statement limit here. */
const CLI_STATEMENT_TIMEOUT_MS = 3_600_000;

function printSummary(summary: ImportSummary): void {
  const lines = [`Imported ${summary.kind}:`];
  const quiet = summary.files.length > 20;
  for (const file of summary.files) {
    if (quiet && file.rowsRejected === 0) continue;
    const counselling = file.counsellingId ? ` -> ${file.counsellingId}` : '';
    lines.push(
      `  ${file.fileName}${counselling}: ${file.rowsRead} read, ${file.rowsImported} imported, ${file.rowsRejected} rejected`,
    );
    const { numbers, textOnly } = file.fees;
    if (numbers + textOnly > 0) {
      lines.push(`    fees: ${numbers} read as numbers, ${textOnly} kept as text`);
    }
    for (const note of file.notes) lines.push(`    note: ${note}`);
    for (const round of file.storedRounds) lines.push(`    rounds: ${round}`);
    for (const { reason, rows } of rejectionsByReason(file.rejections).slice(0, 10)) {
      const example = file.rejections.find((rejection) => rejection.reason === reason);
      lines.push(`    rejected ${rows} x ${reason} (first: row ${example?.row ?? '?'})`);
    }
  }
  lines.push(
    `Total: ${summary.files.length} file(s), ${summary.rowsRead} rows read, ${summary.rowsImported} imported, ${summary.rowsRejected} rejected.`,
  );
  const { matched, created, ambiguous } = summary.institutes;
  lines.push(
    `Institutes: ${matched} matched, ${created} created, ${ambiguous.length} ambiguous name(s).`,
  );
  for (const name of ambiguous.slice(0, 50)) {
    const rows = name.rows > 0 ? `; ${name.rows} row(s) kept on an institute of their own` : '';
    lines.push(
      `  ambiguous: "${name.name}" (${name.state ?? 'no state'}) fits ${name.institutes} institutes${rows}`,
    );
  }
  if (ambiguous.length > 50)
    lines.push(`  ... and ${ambiguous.length - 50} more (--json lists all)`);
  if (summary.derivedCounsellings.length > 0) {
    lines.push(
      `Closing ranks and seat matrix recomputed for: ${summary.derivedCounsellings.join(', ')}`,
    );
  }
  for (const round of summary.announcedRounds) {
    lines.push(
      `Results are in: ${round.counselling} ${round.year} ${round.label}; ${round.users} user(s) with a choice list of it notified.`,
    );
  }
  // Every marked value: a person judges each (`suspects` lists them again, --json in full).
  if (summary.suspectValues.length > 0) lines.push(formatMarkedValues(summary.suspectValues));
  console.log(lines.join('\n'));
}

/**
 * Mails the notifications an import or bundle update wrote, once it has committed, where mail
 * is configured (docs/decisions/0085-a-word-when-a-round-lands.md). The log goes to standard
 * error, so `--json` output stays JSON.
 */
async function mailNotifications(config: AppConfig, db: Database): Promise<void> {
  if (!config.SMTP_URL) return;
  const logger = createLogger(config.LOG_LEVEL, pino.destination(2));
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, logger });
  const { sent, failed } = await sendNotificationMails(db, mailer, {
    baseUrl: config.baseUrl,
    logger,
  });
  if (sent + failed > 0) {
    console.error(
      `Notification mails: ${sent} sent${failed > 0 ? `, ${failed} could not be sent (see the log)` : ''}.`,
    );
  }
}

/** The command named first in `argv`, and its options checked. */
async function readArguments(argv: string[]) {
  const [name, ...args] = argv;
  if (name === undefined) throw new UsageError('Name a command.');
  if (name === '--help' || name === '-h' || name === 'help') return { help: USAGE } as const;
  if (!isCommand(name)) throw new UsageError(`Unknown command "${name}".`);
  const command = COMMANDS[name];
  const usage = `Usage:\n  ${command.usage}`;
  const { values, positionals } = await withUsage(usage, async () =>
    readCommandLine(args, command.options, { positionals: command.positionals }),
  );
  if ('help' in values && values.help) return { help: usage } as const;
  const options = optionsSchema.safeParse(values);
  if (!options.success) throw new UsageError(optionMistakes(options.error), usage);
  return { command: name, rest: positionals, options: options.data } as const;
}

async function main(argv: string[]): Promise<number> {
  const read = await readArguments(argv);
  if ('help' in read) {
    console.log(read.help);
    return 0;
  }
  const { command, rest } = read;
  const options = { data: read.options };
  const config = loadConfig();
  const openConfigured = () =>
    openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pglite'),
      statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
    });

  if (command === 'import') {
    const [kindText, ...paths] = rest;
    if (kindText === undefined) {
      throw new UsageError('Name the kind of file to import.', `Usage:\n  ${IMPORT_USAGE}`);
    }
    const kind = importKindSchema.safeParse(kindText);
    if (!kind.success) {
      throw new UsageError(`Unknown kind "${kindText ?? ''}".`, `Usage:\n  ${IMPORT_USAGE}`);
    }
    if (paths.length === 0) {
      throw new UsageError(
        'Name at least one file or folder to import.',
        `Usage:\n  ${IMPORT_USAGE}`,
      );
    }
    let table: ImportOptions['table'];
    if (kind.data === 'table') {
      const prepared = await prepareTableImport(paths, options.data, openConfigured);
      if (typeof prepared === 'number') return prepared;
      table = prepared;
    }
    const progress = progressReporter();
    let parsed;
    try {
      parsed = await parseImport(kind.data, paths, { ...options.data, table }, (update) =>
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
    const database = await openConfigured();
    try {
      await database.migrate();
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
      if (options.data.force)
        console.log('Imported with --force: the safety rules were not applied.');
      if (options.data.json) {
        const files = summary.files.map(({ rejections, ...file }) => ({
          ...file,
          rejectedByReason: rejectionsByReason(rejections),
        }));
        console.log(JSON.stringify({ ...summary, files }, null, 2));
      } else {
        printSummary(summary);
      }
      await mailNotifications(config, database.db);
      return summary.rowsImported > 0 ? 0 : 1;
    } finally {
      progress.stop();
      await database.close();
    }
  }

  if (command === 'add-counselling') {
    const { id, name, level, state, ranks } = options.data;
    const input = newCounsellingSchema.safeParse({
      id,
      name,
      level,
      state,
      ranks: ranks?.split(',').map((rank) => rank.trim()),
    });
    if (!input.success) {
      throw new UsageError(optionMistakes(input.error), `Usage:\n  ${ADD_COUNSELLING_USAGE}`);
    }
    const database = await openConfigured();
    try {
      await database.migrate();
      const added = await addCounselling(database.db, input.data);
      console.log(
        `Added ${added.name} (${added.id}): ${added.level} level, ${added.state}, publishes ${added.publishedRanks.join(' and ')} ranks. Import its lists with: npm run data -- import table FILE --counselling ${added.id} --map MAP.json`,
      );
      return 0;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') {
        console.error(`Nothing was added. ${error.message}`);
        return 2;
      }
      throw error;
    } finally {
      await database.close();
    }
  }

  if (command === 'bundle') {
    const sourceDir = path.resolve(options.data.from ?? DEFAULT_SOURCE_DIR);
    const started = performance.now();
    try {
      const { manifest, summaries } = await buildBundle(sourceDir, BUNDLE_DIR, (step, index) =>
        console.log(
          `[${index + 1}/${BUNDLE_STEPS.length}] ${step.kind}: ${step.sources.join(', ')}`,
        ),
      );
      // What each step imported, as an import prints it: the figures the bundle stands on.
      for (const summary of summaries) printSummary(summary);
      const files = manifest.steps.flatMap((step) => step.sources);
      const rows = files.reduce((sum, file) => sum + file.rowsRead, 0);
      console.log(
        `Bundle written to ${path.relative(process.cwd(), BUNDLE_DIR)}: ${files.length} files, ${rows} rows, in ${Math.round((performance.now() - started) / 1000)} s.`,
      );
      return 0;
    } catch (error) {
      if (error instanceof BadFileError) {
        console.error(`The bundle was not rebuilt. ${error.message}`);
        return 1;
      }
      throw error;
    }
  }

  if (command === 'complete-year') {
    const { counselling, year, reopen } = options.data;
    const usage = `Usage:\n  ${COMMANDS['complete-year'].usage}`;
    if (counselling === undefined)
      throw new UsageError('Name the counselling (--counselling).', usage);
    if (year === undefined) throw new UsageError('Name the year (--year).', usage);
    const database = await openConfigured();
    try {
      await database.migrate();
      await setYearComplete(database.db, counselling, year, !reopen);
      console.log(
        reopen
          ? `${counselling} ${year} is under way again: Rank DeepScan forecasts it from its published rounds.`
          : `${counselling} ${year} is complete: Rank DeepScan forecasts the year after it.`,
      );
      return 0;
    } catch (error) {
      if (error instanceof UnknownCounsellingYearError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    } finally {
      await database.close();
    }
  }

  if (command === 'confirm' || command === 'correct') {
    const usage = `Usage:\n  ${COMMANDS[command].usage}`;
    const given = options.data;
    const required = (value: string | number | undefined, option: string) => {
      if (value === undefined) throw new UsageError(`Name the ${option} (--${option}).`, usage);
      return value;
    };
    const cell = {
      counsellingId: String(required(given.counselling, 'counselling')),
      year: Number(required(given.year, 'year')),
      round: roundOfList(Number(required(given.round, 'round')), given.list ?? 'held'),
      instituteId: Number(required(given.institute, 'institute')),
      courseId: Number(required(given.course, 'course')),
      quota: String(required(given.quota, 'quota')),
      category: String(required(given.category, 'category')),
      rankType: given['rank-type'],
    };
    const review = {
      verdict: command === 'confirm' ? ('confirmed' as const) : ('corrected' as const),
      correctedRank: command === 'correct' ? Number(required(given.rank, 'rank')) : null,
      reviewedBy: String(required(given.by, 'by')),
      reason: String(required(given.reason, 'reason')),
    };
    const database = await openConfigured();
    try {
      await database.migrate();
      const result = await reviewClosingRank(database.db, cell, review);
      const shown = result.shown.toLocaleString('en-IN');
      console.log(
        result.mark
          ? `${cell.counsellingId} ${cell.year}: closing ${result.rankType} rank ${shown} (${describeSuspectMark(result.mark)}).`
          : `${cell.counsellingId} ${cell.year}: closing ${result.rankType} rank ${shown} confirmed by ${review.reviewedBy}; no longer marked.`,
      );
      return 0;
    } catch (error) {
      if (error instanceof UnknownCellError) {
        console.error(`Nothing was recorded. ${error.message}`);
        return 1;
      }
      throw error;
    } finally {
      await database.close();
    }
  }

  const bundleDir = path.resolve(options.data.from ?? BUNDLE_DIR);
  if (command === 'update-bundle' && !existsSync(path.join(bundleDir, 'manifest.json'))) {
    console.error(`Nothing was changed. ${bundleDir} holds no bundle (no manifest.json).`);
    return 1;
  }

  // status, suspects, update-bundle, demo or remove-demo
  const database = await openConfigured();
  try {
    await database.migrate();
    const started = performance.now();
    if (command === 'update-bundle') {
      const dryRun = options.data['dry-run'] === true;
      const onStep = (step: BundleUpdateStep) =>
        console.error(
          step.phase === 'deriving'
            ? `deriving ${step.counselling}`
            : step.phase === 'removing'
              ? 'removing what nothing refers to'
              : `${step.phase} ${step.table}`,
        );
      const result = await (
        dryRun
          ? planBundleUpdate(database.db, bundleDir, onStep).then((plan) => ({
              plan,
              optionsNoLongerOffered: null,
            }))
          : updateFromBundle(database.db, bundleDir, onStep)
      ).catch((error: unknown) => {
        if (error instanceof DemoDataPresentError) return error;
        throw error;
      });
      if (result instanceof DemoDataPresentError) {
        console.error(`Nothing was changed. ${result.message}`);
        return 1;
      }
      console.log(
        options.data.json
          ? JSON.stringify({ ...result, dryRun }, null, 2)
          : formatBundleUpdate(result.plan, !dryRun, result.optionsNoLongerOffered),
      );
      if (!dryRun) await mailNotifications(config, database.db);
    } else if (command === 'suspects') {
      const counsellings =
        options.data.counselling === undefined
          ? await realCounsellings(database.db)
          : [options.data.counselling];
      const marked = await markedValues(database.db, counsellings);
      console.log(options.data.json ? JSON.stringify(marked, null, 2) : formatMarkedValues(marked));
    } else if (command === 'status') {
      const status = await getDataStatus(database.db);
      console.log(options.data.json ? JSON.stringify(status, null, 2) : formatDataStatus(status));
    } else if (command === 'demo') {
      const result = await seedDemoData(database.db, {
        allotments: options.data.scale ?? config.DEMO_SCALE,
      }).catch((error: unknown) => {
        if (error instanceof RealDataPresentError) return error;
        throw error;
      });
      if (result instanceof RealDataPresentError) {
        console.error(`No demo data was loaded. ${result.message}`);
        return 1;
      }
      console.log(
        `Demo data loaded: ${result.allotments} allotments, ${result.institutes} institutes, ${result.counsellings} counsellings in ${Math.round(performance.now() - started)} ms.`,
      );
    } else {
      const removed = await removeDemoData(database.db);
      console.log(`Removed ${removed} demo counselling(s) and their data.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * What `import table` needs before it parses: with --suggest-map, prints a starting mapping from
 * the first file's columns and answers the exit status; otherwise the mapping file read and the
 * counselling looked up (docs/decisions/0088-a-counselling-is-data.md).
 */
async function prepareTableImport(
  paths: readonly string[],
  options: {
    counselling?: string | undefined;
    map?: string | undefined;
    'suggest-map'?: boolean | undefined;
  },
  openConfigured: () => ReturnType<typeof openDatabase>,
): Promise<MappedImport | number> {
  const usage = `Usage:\n  ${IMPORT_USAGE}`;
  try {
    if (options['suggest-map']) {
      const [first] = await collectFiles('table', paths);
      if (first === undefined) throw new UsageError('Name a file to suggest a mapping for.', usage);
      const suggested = suggestMapping(await readMappedTable(await readSourceFile(first)));
      console.log(JSON.stringify(suggested, null, 2));
      return 0;
    }
    if (options.counselling === undefined)
      throw new UsageError('Name the counselling (--counselling ID).', usage);
    if (options.map === undefined)
      throw new UsageError(
        'Name the column mapping (--map MAP.json), or ask for one with --suggest-map.',
        usage,
      );
    const mapText = await readFile(options.map, 'utf8').catch(() => {
      throw new BadFileError(options.map ?? '', 'no such file');
    });
    const mapping = readColumnMapping(options.map, mapText);
    const database = await openConfigured();
    try {
      await database.migrate();
      const target = await counsellingForTableImport(database.db, options.counselling);
      if (!target) {
        console.error(
          `Nothing was imported. No counselling "${options.counselling}": add it first with npm run data -- add-counselling.`,
        );
        return 1;
      }
      return { mapping, ...target };
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof BadFileError) {
      console.error(`Nothing was imported. ${error.message}`);
      return 1;
    }
    throw error;
  }
}

runCommandLine(
  () => main(process.argv.slice(2)),
  () => USAGE,
);

import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { z } from 'zod';
import { loadConfig } from '../config/env';
import { failureMessage } from './failure-message';
import { openDatabase } from '../db/client';
import { RealDataPresentError, seedDemoData, removeDemoData } from '../data/demo/seed';
import {
  ImportRefusedError,
  parseImport,
  rejectionsByReason,
  writeImport,
  type ImportProgress,
  type ImportSummary,
} from '../data/import-runner';
import { BadFileError, IMPORT_KINDS, importKindSchema } from '../data/kinds';
import { BUNDLE_DIR, BUNDLE_STEPS, DEFAULT_SOURCE_DIR, buildBundle } from '../data/bundle';
import path from 'node:path';

// `npm run data -- import <kind> <file or folder>... [--year Y] [--round R] [--counselling ID]`
// `npm run data -- demo [--scale N]`, `npm run data -- remove-demo`. Thin: parse, call, report.
const USAGE = `Usage:
  npm run data -- import <kind> <file or folder>... [--year YYYY] [--round N] [--counselling ID] [--force] [--json]
    (a file with more than 2% of its rows rejected, or with fewer than 80% of the rows it would
    replace, is refused and nothing is written; --force imports it anyway)
  npm run data -- demo [--scale N]
  npm run data -- remove-demo
  npm run data -- bundle [--from FOLDER]   (rebuild data/bundle from the source files)
Kinds: ${IMPORT_KINDS.join(', ')}`;

const optionsSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  round: z.coerce.number().int().min(1).max(20).optional(),
  scale: z.coerce.number().int().min(1000).max(5_000_000).optional(),
  counselling: z.string().min(1).optional(),
  from: z.string().min(1).optional(),
  force: z.boolean().optional(),
  json: z.boolean().optional(),
});

/** Commands run for minutes on large inputs: no per-statement limit here. */
const CLI_STATEMENT_TIMEOUT_MS = 3_600_000;

function progressReporter() {
  if (!process.stderr.isTTY) return { update: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar(
    { format: '{phase} [{bar}] {value}/{total} {file}', stream: process.stderr, hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let phase = '';
  return {
    update(progress: ImportProgress) {
      const payload = { phase: progress.phase.padEnd(8), file: path.basename(progress.fileName) };
      if (!started || phase !== progress.phase) {
        if (started) bar.stop();
        bar.start(progress.total, progress.done, payload);
        started = true;
        phase = progress.phase;
      } else {
        bar.update(progress.done, payload);
      }
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

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
  console.log(lines.join('\n'));
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      year: { type: 'string' },
      round: { type: 'string' },
      scale: { type: 'string' },
      counselling: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const options = optionsSchema.safeParse(values);
  if (!options.success) {
    console.error(
      options.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
    return 1;
  }
  const config = loadConfig();
  const openConfigured = () =>
    openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pglite'),
      statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
    });

  if (command === 'import') {
    const [kindText, ...paths] = rest;
    const kind = importKindSchema.safeParse(kindText);
    if (!kind.success) {
      console.error(`Unknown kind "${kindText ?? ''}". Kinds: ${IMPORT_KINDS.join(', ')}`);
      return 1;
    }
    if (paths.length === 0) {
      console.error(`Name at least one file or folder to import.\n${USAGE}`);
      return 1;
    }
    const progress = progressReporter();
    let parsed;
    try {
      parsed = await parseImport(kind.data, paths, options.data, (update) =>
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
      return summary.rowsImported > 0 ? 0 : 1;
    } finally {
      progress.stop();
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

  if (command === 'demo' || command === 'remove-demo') {
    const database = await openConfigured();
    try {
      await database.migrate();
      const started = performance.now();
      if (command === 'demo') {
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

  console.error(`Unknown command "${command}".\n${USAGE}`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(failureMessage(error));
    process.exit(1);
  },
);

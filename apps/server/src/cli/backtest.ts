import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadConfig } from '../config/env';
import { optionMistakes, readCommandLine, runCommandLine, UsageError } from './command-line';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runImport } from '../data/import-runner';
import type { ImportKind } from '../data/import-kind-names';
import { formatBacktest, runBacktest } from '../domain/predictions/backtest';
import {
  everyCounsellingsEvidence,
  loadCounsellingOptions,
  othersThan,
  publishedRounds,
} from '../domain/predictions/options';

// `npm run backtest -- --counselling ID --target-year YYYY [--round N] [--known-rounds N] [--database] [--data-dir DIR]`
// Fits the model on the years before the target year and scores it on that year
// (docs/predictor.md); with --round, the model of that one stored round instead of the last
// regular round (docs/predictor.md#round-by-round). By default the real files beside the repository are imported into a
// throwaway in-memory database first, every counselling's (the others give the prior of how far a
// year moves); --database reads the configured database instead.
const USAGE = `Usage:
  npm run backtest -- --counselling ID --target-year YYYY [--round N] [--known-rounds N] [--database] [--data-dir DIR]
  --round      score one regular round's model (the stored round: 2 is "Round 2" held, 102
               "Round 2 allotments") instead of the last regular round's
  --known-rounds
               forecast as in the season once rounds 1 to N of the target year were published
               (both kinds of round list; 0 or absent: before the counselling)
  --database   read the configured database (DATABASE_URL or DATA_DIR) instead of the real files
  --data-dir   the real data folder (default: ../shared/data beside the repository)`;

/**
 * The real files behind each counselling the backtest can import, relative to the data folder;
 * an `optional` folder may be missing from it.
 */
const COUNSELLING_FILES: Record<
  string,
  { kind: ImportKind; folder: string; files?: RegExp; optional?: boolean }[]
> = {
  // Both forms of MCC's lists, as the bundle reads them: "after Round N" lists and round-wise
  // lists (a year may come in either).
  'mcc-neet-pg': [
    { kind: 'mcc-allotments', folder: 'mcc-neet-pg-allotments' },
    { kind: 'mcc-allotments', folder: 'mcc-neet-pg-allotments-by-round', optional: true },
  ],
  'telangana-neet-pg': [{ kind: 'telangana-allotments', folder: 'telangana-neet-pg-allotments' }],
  // The folder also holds a list of sources and a parse summary, which are not allotments.
  'mcc-neet-ug': [
    { kind: 'mcc-ug-allotments', folder: 'mcc-neet-ug-allotments', files: /^mcc_\d{4}_.*\.csv$/ },
  ],
  // The KEA files route their rows to karnataka-neet-pg, -mds or -ug by course.
  'karnataka-neet-pg': [{ kind: 'karnataka-allotments', folder: 'karnataka-neet-pg-allotments' }],
  'karnataka-neet-mds': [{ kind: 'karnataka-allotments', folder: 'karnataka-neet-pg-allotments' }],
  // The KEA UG lists as the bundle reads them (apps/server/src/data/bundle.ts): not the parse
  // summary, nor kea_2024_STRAY.csv, which holds one mis-parsed row and nothing else.
  'karnataka-neet-ug': [
    {
      kind: 'karnataka-allotments',
      folder: 'karnataka-neet-ug/allotments',
      files: /^kea_(?!2024_STRAY)\d{4}_.*\.csv$/,
    },
    // KEA's own closing-rank lists (2020-2024), shown for their rounds in place of those the
    // allotments give (docs/decisions/0038-closing-rank-lists.md).
    { kind: 'karnataka-closing-ranks', folder: 'karnataka-neet-ug/closing-ranks' },
  ],
};

const argsSchema = z.object({
  counselling: z
    .string({ error: 'name a counselling, e.g. --counselling mcc-neet-pg' })
    .min(1, 'name a counselling, e.g. --counselling mcc-neet-pg'),
  'target-year': z.coerce
    .number({ error: 'a year such as 2024' })
    .int('a year such as 2024')
    .min(2000, 'a year from 2000')
    .max(2100, 'a year up to 2100'),
  round: z.coerce
    .number({ error: 'a stored round number from 1 to 199' })
    .int('a stored round number from 1 to 199')
    .min(1, 'a stored round number from 1 to 199')
    .max(199, 'a stored round number from 1 to 199')
    .optional(),
  'known-rounds': z.coerce
    .number({ error: 'a round number from 0 to 20' })
    .int('a round number from 0 to 20')
    .min(0, 'a round number from 0 to 20')
    .max(20, 'a round number from 0 to 20')
    .optional(),
  database: z.boolean().optional(),
  'data-dir': z.string().optional(),
});

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function openSource(args: z.infer<typeof argsSchema>): Promise<DatabaseHandle> {
  if (args.database) {
    const config = loadConfig();
    return openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pglite'),
      statementTimeoutMs: 3_600_000,
    });
  }
  const files = COUNSELLING_FILES[args.counselling];
  if (!files) {
    throw new UsageError(
      `No real files are known for ${args.counselling}; use --database to read the configured database.`,
    );
  }
  const dataDir = args['data-dir'] ?? path.resolve(repositoryRoot, '../shared/data');
  const handle = await openDatabase({ statementTimeoutMs: 3_600_000 });
  await handle.migrate();
  // Every counselling's files, the one scored first: the others give the prior of how far a
  // year moves (docs/decisions/0083-a-prior-for-the-yearly-shift.md); a folder of another
  // counselling may be missing, and one read by two counsellings is imported once.
  const others = Object.entries(COUNSELLING_FILES)
    .filter(([id]) => id !== args.counselling)
    .flatMap(([, list]) => list.map((entry) => ({ ...entry, optional: true })));
  const imported = new Set<string>();
  for (const { kind, folder, files: pattern, optional } of [...files, ...others]) {
    const source = `${kind}\u0000${folder}\u0000${String(pattern)}`;
    if (imported.has(source)) continue;
    imported.add(source);
    const folderPath = path.join(dataDir, folder);
    if (!existsSync(folderPath)) {
      if (optional) continue;
      throw new UsageError(`Missing data folder ${folderPath} (--data-dir names another).`);
    }
    const paths = pattern
      ? readdirSync(folderPath)
          .filter((name) => pattern.test(name))
          .map((name) => path.join(folderPath, name))
      : [folderPath];
    await runImport(handle.db, kind, paths);
  }
  return handle;
}

async function main(argv: string[]): Promise<number> {
  const { values } = readCommandLine(argv, {
    counselling: { type: 'string' },
    'target-year': { type: 'string' },
    round: { type: 'string' },
    'known-rounds': { type: 'string' },
    database: { type: 'boolean' },
    'data-dir': { type: 'string' },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const args = argsSchema.safeParse(values);
  if (!args.success) throw new UsageError(optionMistakes(args.error));
  const handle = await openSource(args.data);
  try {
    const { options, years } = await loadCounsellingOptions(handle.db, args.data.counselling);
    if (!years.includes(args.data['target-year'])) {
      console.error(
        `${args.data.counselling} has no closing ranks in ${args.data['target-year']} (years: ${years.join(', ') || 'none'}).`,
      );
      return 1;
    }
    const earlier = years.filter((year) => year < args.data['target-year']);
    if (earlier.length === 0) {
      console.error(
        `No backtest is possible for ${args.data.counselling} in ${args.data['target-year']}: the data holds no earlier year to learn from (years: ${years.join(', ')}).`,
      );
      return 1;
    }
    const { round } = args.data;
    const series = round === undefined ? 'last regular round' : { round };
    const targetYear = args.data['target-year'];
    const upTo = args.data['known-rounds'] ?? 0;
    const known = upTo > 0 ? publishedRounds(options, targetYear, upTo) : [];
    // The other counsellings in the database: the prior of how far a year moves and of the
    // offset between list kinds (docs/decisions/0083-a-prior-for-the-yearly-shift.md).
    const others = othersThan(
      await everyCounsellingsEvidence(handle.db, (id) => loadCounsellingOptions(handle.db, id)),
      args.data.counselling,
    );
    console.log(
      formatBacktest(
        args.data.counselling,
        runBacktest(options, targetYear, series, known, others),
      ),
    );
    return 0;
  } finally {
    await handle.close();
  }
}

runCommandLine(
  () => main(process.argv.slice(2)),
  () => USAGE,
);

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { gunzip, gzip } from 'node:zlib';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterPendingIo } from '../../common/event-loop';
import type { Database } from '../../db/client';
import { deepscanFit } from '../../db/schema';
import type { ErrorDistribution } from './error-distribution';
import type { OptionPrediction, QuotaErrors } from './model';
import type { CounsellingOption } from './options';
import type { PredictedOption, PredictionTable } from './prediction-table';

/**
 * Rank DeepScan's fitted tables kept in the database per counselling, target year, published
 * rounds and data version (docs/decisions/0089-fits-kept-per-data-version.md): whichever process
 * fits first writes the table, and a process that starts at the same data version reads it
 * instead of fitting. What is kept is the whole table but the options, which every process reads
 * anyway: each forecast with every field of it, its error distributions listed once.
 */

/** Which stored fits a table is: its counselling, target year and the published rounds used. */
export interface FitKey {
  counsellingId: string;
  targetYear: number;
  knownRounds: readonly number[];
}

/** Bumped when the stored shape changes; the model's code changing is caught by its digest. */
const CODEC_VERSION = 1;

/**
 * The codec's version and a digest of this folder's code (the model, the in-season update, the
 * codec itself): a fit written by other code, even one that only changes a number of the model,
 * is never read (docs/decisions/0089-fits-kept-per-data-version.md).
 */
function fitFormat(): string {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  const digest = createHash('sha256');
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    digest
      .update(file)
      .update('\u0000')
      .update(readFileSync(path.join(folder, file)));
  }
  return `${CODEC_VERSION}.${digest.digest('hex').slice(0, 16)}`;
}

let format: string | undefined;
const FIT_FORMAT = () => (format ??= fitFormat());

/** A forecast as kept: its error distributions by their place in the table's lists. */
type KeptPrediction = Omit<OptionPrediction, 'error' | 'ownErrors'> & {
  error: number;
  ownErrors: number;
};

const place = z.number().int().min(0);
const finiteOrNot = z.custom<number>((value) => typeof value === 'number');

// Strict: a field the schema does not know is refused, never dropped; a field the model's
// output gains fails the type check below (satisfies) until it is kept too.
const keptPrediction = z.strictObject({
  key: z.string(),
  logMedian: finiteOrNot,
  logCentre: finiteOrNot,
  gapScale: finiteOrNot,
  error: place,
  baseYear: z.number(),
  baseRank: finiteOrNot,
  listKind: z.enum(['held', 'allotted']),
  crossKind: z.boolean(),
  shockVariance: finiteOrNot,
  quota: z.string(),
  ownErrors: place,
}) satisfies z.ZodType<KeptPrediction>;

const keptTable = z.strictObject({
  targetYear: z.number().int(),
  basedOnYears: z.array(z.number().int()),
  knownRounds: z.array(z.number().int()),
  roundLabels: z.array(z.tuple([z.number().int(), z.string()])),
  oneEarlierYearNote: z.string().nullable(),
  byCategory: z.array(
    z.tuple([
      z.string(),
      z.array(
        z.strictObject({
          option: z.string(),
          prediction: keptPrediction,
          rounds: z.array(
            z.strictObject({
              round: z.number().int(),
              prediction: keptPrediction.nullable(),
              published: z.strictObject({ closingRank: z.number().nullable() }).nullable(),
            }),
          ),
        }),
      ),
    ]),
  ),
  distributions: z.array(
    z.strictObject({ start: finiteOrNot, step: finiteOrNot, cdf: z.array(finiteOrNot) }),
  ),
  quotaErrors: z.array(
    z.strictObject({
      errorByQuota: z.array(z.tuple([z.string(), place])),
      overallError: place,
    }),
  ),
});

type KeptTable = z.infer<typeof keptTable>;

/** A stored fit that cannot be read back: treated as none, and fitted again. */
class UnreadableFit extends Error {}

/** The table as kept: Maps as entries, options by key, shared distributions once. */
function keep(table: PredictionTable): KeptTable {
  const distributions: ErrorDistribution[] = [];
  const distributionPlace = new Map<ErrorDistribution, number>();
  const placeOf = (distribution: ErrorDistribution) => {
    let found = distributionPlace.get(distribution);
    if (found === undefined) {
      found = distributions.push(distribution) - 1;
      distributionPlace.set(distribution, found);
    }
    return found;
  };
  const quotaErrors: KeptTable['quotaErrors'] = [];
  const quotaErrorsPlace = new Map<() => QuotaErrors, number>();
  // The errors without the shock are built when first asked for; kept, they are built now.
  const ownErrorsPlace = (ownErrors: () => QuotaErrors) => {
    let found = quotaErrorsPlace.get(ownErrors);
    if (found === undefined) {
      const { errorByQuota, overallError } = ownErrors();
      found =
        quotaErrors.push({
          errorByQuota: [...errorByQuota].map(([quota, error]) => [quota, placeOf(error)]),
          overallError: placeOf(overallError),
        }) - 1;
      quotaErrorsPlace.set(ownErrors, found);
    }
    return found;
  };
  const prediction = ({ error, ownErrors, ...rest }: OptionPrediction): KeptPrediction => ({
    ...rest,
    error: placeOf(error),
    ownErrors: ownErrorsPlace(ownErrors),
  });
  const { byCategory, roundLabels, ...rest } = table;
  return {
    ...rest,
    roundLabels: [...roundLabels],
    byCategory: [...byCategory].map(([category, predicted]) => [
      category,
      predicted.map(({ option, prediction: forecast, rounds, ...more }) => ({
        ...more,
        option: option.key,
        prediction: prediction(forecast),
        rounds: rounds.map(({ prediction: roundForecast, ...round }) => ({
          ...round,
          prediction: roundForecast && prediction(roundForecast),
        })),
      })),
    ]),
    distributions,
    quotaErrors,
  };
}

function at<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new UnreadableFit(`no entry ${index} of ${list.length}`);
  return found;
}

/** The table again, over the options as loaded at the same data version. */
function restore(kept: KeptTable, options: readonly CounsellingOption[]): PredictionTable {
  const byKey = new Map(options.map((option) => [option.key, option]));
  const { distributions } = kept;
  const ownErrors = kept.quotaErrors.map(({ errorByQuota, overallError }) => {
    const errors: QuotaErrors = {
      errorByQuota: new Map(errorByQuota.map(([quota, i]) => [quota, at(distributions, i)])),
      overallError: at(distributions, overallError),
    };
    return () => errors;
  });
  const prediction = ({ error, ownErrors: own, ...rest }: KeptPrediction): OptionPrediction => ({
    ...rest,
    error: at(distributions, error),
    ownErrors: at(ownErrors, own),
  });
  const byCategory = new Map<string, PredictedOption[]>();
  for (const [category, predicted] of kept.byCategory) {
    byCategory.set(
      category,
      predicted.map(({ option: key, prediction: forecast, rounds, ...more }) => {
        const option = byKey.get(key);
        if (!option) throw new UnreadableFit(`no option ${key}`);
        return {
          ...more,
          option,
          prediction: prediction(forecast),
          rounds: rounds.map(({ prediction: roundForecast, ...round }) => ({
            ...round,
            prediction: roundForecast && prediction(roundForecast),
          })),
        };
      }),
    );
  }
  const { byCategory: _kept, roundLabels, distributions: _d, quotaErrors: _q, ...rest } = kept;
  return { ...rest, byCategory, roundLabels: new Map(roundLabels) };
}

const zip = promisify(gzip);
const unzip = promisify(gunzip);

const keyColumns = (key: FitKey, version: string) =>
  and(
    eq(deepscanFit.counsellingId, key.counsellingId),
    eq(deepscanFit.targetYear, key.targetYear),
    eq(deepscanFit.knownRounds, key.knownRounds.join(',')),
    eq(deepscanFit.dataVersion, Number(version)),
    eq(deepscanFit.format, FIT_FORMAT()),
  );

/**
 * The stored fit of `key` at `version`, over `options` (loaded at that version), or null when
 * there is none of this code's format or it cannot be read back.
 */
export async function readStoredFit(
  db: Database,
  key: FitKey,
  version: string,
  options: readonly CounsellingOption[],
): Promise<PredictionTable | null> {
  const [row] = await db
    .select({ fit: deepscanFit.fit })
    .from(deepscanFit)
    .where(keyColumns(key, version));
  if (!row) return null;
  return decodeFit(row.fit, options);
}

/** A table as stored: kept, structured-clone bytes, gzip'd (off the event loop). */
export async function encodeFit(table: PredictionTable): Promise<Buffer> {
  await afterPendingIo();
  const kept = keep(table);
  await afterPendingIo();
  return zip(serialize(kept));
}

/**
 * A stored table again, over `options` (loaded at its data version), or null when it does not
 * read back whole. Holds the event loop in steps, the requests waiting served between them.
 */
export async function decodeFit(
  bytes: Uint8Array,
  options: readonly CounsellingOption[],
): Promise<PredictionTable | null> {
  try {
    const unzipped = await unzip(bytes);
    await afterPendingIo();
    const value: unknown = deserialize(unzipped);
    await afterPendingIo();
    const parsed = keptTable.safeParse(value);
    if (!parsed.success) return null;
    await afterPendingIo();
    return restore(parsed.data, options);
  } catch {
    // Bytes cut short or of another engine's making, or a forecast of an option the data no
    // longer holds: no fit, rather than no answer.
    return null;
  }
}

/**
 * Stores `table`, fitted at `version`, unless the data has moved on since (then it was perhaps
 * fitted on newer rows than the version says, and no process will ask for that version again)
 * or another process stored it first; removes the fits of older data versions.
 */
export async function storeFit(
  db: Database,
  key: FitKey,
  version: string,
  table: PredictionTable,
): Promise<void> {
  const fit = await encodeFit(table);
  const dataVersion = Number(version);
  await db.execute(sql`
    insert into ${deepscanFit} (counselling_id, target_year, known_rounds, data_version, format, fit)
    select ${key.counsellingId}, ${key.targetYear}, ${key.knownRounds.join(',')}, ${dataVersion},
      ${FIT_FORMAT()}, ${fit}::bytea
    where exists (select 1 from data_version where version = ${dataVersion})
    on conflict do nothing`);
  await db.delete(deepscanFit).where(lt(deepscanFit.dataVersion, dataVersion));
}

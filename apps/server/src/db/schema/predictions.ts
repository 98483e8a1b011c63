import {
  bigint,
  customType,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Bytes as PostgreSQL stores them (`bytea`); node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Rank DeepScan's fitted tables, kept so that a restart at an unchanged data version answers
 * from the fit instead of fitting again (docs/decisions/0089-fits-kept-per-data-version.md).
 * Derived from the closing ranks: written by whichever process fits first, read only at the
 * data version and fit format it was made for, left out of backups and never counted as data
 * (no data-version trigger: writing one changes no screen).
 */
export const deepscanFit = pgTable(
  'deepscan_fit',
  {
    counsellingId: text('counselling_id').notNull(),
    targetYear: smallint('target_year').notNull(),
    /** The published rounds the forecasts use, stored numbers in publication order, comma-joined. */
    knownRounds: text('known_rounds').notNull(),
    dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
    /** The codec's version and a digest of the model's code: a fit of other code is not read. */
    format: text('format').notNull(),
    /** The fitted table, gzip'd structured-clone bytes (stored-fits.ts). */
    fit: bytes('fit').notNull(),
    fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      columns: [t.counsellingId, t.targetYear, t.knownRounds, t.dataVersion, t.format],
    }),
  ],
);

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/client';
import { codeMigrations, type Migration } from '../db/migrations';
import {
  JSON_LINES_PER_INSERT,
  insertJsonLines,
  jsonLinesQuery,
  moveSequencesPast,
  rowsOf,
  serialColumns,
  withIndexesDeferred,
} from './sql-batch';

/**
 * `npm run admin -- backup FILE` and `restore FILE` (docs/decisions/0074-backup-and-restore.md):
 * every table of the database in one gzip'd file of JSON lines, the same on PGlite and on
 * PostgreSQL. The first line is the header (BackupHeader); then each table's rows, one JSON
 * object a line as to_jsonb writes it, tables in foreign-key order, as many lines as the header
 * counts. The file holds password hashes and session tokens: it is written mode 0600, and
 * nothing here prints a row.
 */

export const BACKUP_FORMAT = 'seatscope-backup';
const FORMAT_VERSION = 1;

/**
 * Tables a backup leaves out, and why. Every other table of the database is in it, found in the
 * catalogue when the backup is made, so a table a later migration adds is not left out.
 */
export const LEFT_OUT_OF_BACKUPS: Readonly<Record<string, string>> = {
  event_stream:
    "the event streams open on running servers: a row lives as long as its process's stream",
  deepscan_fit:
    'Rank DeepScan fits, derived from the closing ranks and kept per data version: the restored server fits again (docs/decisions/0089-fits-kept-per-data-version.md)',
};

/**
 * Tables whose rows a restore replaces with the backup's instead of refusing the target: what
 * migrations write themselves (the price catalogue, the data version, the welcome update) and
 * request counters (rate limits), which hold nothing anyone made.
 */
const REPLACED_ON_RESTORE = new Set(['package', 'data_version', 'update', 'rate_limit']);

/** The cache key read caches are keyed by (docs/decisions/0014-allotment-read-speed.md). */
const DATA_VERSION_TABLE = 'data_version';

/** Rows read from the database per FETCH while a backup is written. */
const FETCH_ROWS = 5_000;

const backupTableSchema = z.object({
  name: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().min(0),
  /** The last value each serial column's sequence handed out. */
  sequences: z.record(z.string(), z.number().int()),
});

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  /** The newest migration applied to the database backed up. */
  migration: z.object({ tag: z.string(), when: z.number().int() }),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  tables: z.array(backupTableSchema),
});

export type BackupHeader = z.infer<typeof headerSchema>;
type BackupTable = z.infer<typeof backupTableSchema>;

/** A backup or restore refused for a reason the operator can act on: printed alone, exit 1. */
export class BackupError extends Error {}

/** Where a backup or restore is: rows done of the whole file, and the table being written. */
export interface BackupProgress {
  table: string;
  done: number;
  total: number;
}

export interface BackupSummary {
  header: BackupHeader;
  rows: number;
  bytes: number;
  seconds: number;
}

export interface RestoreSummary extends BackupSummary {
  /** The migration the restored database was brought to after the backup's rows. */
  migratedTo: Migration;
}

/**
 * The newest migration applied to `db`, as drizzle's migrator records it (the journal's `when`
 * of each file); null when none has run. A `when` this code does not know is `unknown-<when>`.
 */
export async function appliedMigration(db: Database): Promise<Migration | null> {
  const present = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
    ),
  )[0]?.present;
  if (!present) return null;
  const last = rowsOf<{ when: string | number | null }>(
    await db.execute(sql`SELECT max(created_at) AS "when" FROM drizzle.__drizzle_migrations`),
  )[0]?.when;
  if (last === null || last === undefined) return null;
  const when = Number(last);
  return (
    codeMigrations().find((migration) => migration.when === when) ?? {
      tag: `unknown-${when}`,
      when,
    }
  );
}

interface CatalogTable {
  name: string;
  columns: string[];
  key: string[];
  refersTo: string[];
}

/**
 * The tables of the database's schema, from its catalogue, each after the tables its foreign
 * keys refer to (ties by name), so rows load in this order without breaking a key.
 */
async function tablesInKeyOrder(db: Database): Promise<CatalogTable[]> {
  const tables = rowsOf<CatalogTable>(
    await db.execute(sql`
      SELECT c.relname::text AS name,
        (SELECT json_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
          WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
        coalesce((SELECT json_agg(a.attname::text ORDER BY k.position)
          FROM pg_constraint p
          CROSS JOIN unnest(p.conkey) WITH ORDINALITY AS k(attnum, position)
          JOIN pg_attribute a ON a.attrelid = p.conrelid AND a.attnum = k.attnum
          WHERE p.conrelid = c.oid AND p.contype = 'p'), '[]'::json) AS key,
        coalesce((SELECT json_agg(DISTINCT r.relname::text) FROM pg_constraint f
          JOIN pg_class r ON r.oid = f.confrelid
          WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid), '[]'::json)
          AS "refersTo"
      FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`),
  );
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  const names = new Set(tables.map((table) => table.name));
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) =>
        !placed.has(table.name) &&
        table.refersTo.every((name) => placed.has(name) || !names.has(name)),
    );
    if (!next) throw new Error('The foreign keys between the tables form a cycle.');
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** The engine-independent text of a database's rows: times in UTC whatever the server's zone. */
async function inUtc(db: Database): Promise<void> {
  await db.execute(sql`SET LOCAL TimeZone = 'UTC'`);
}

/**
 * The last value each serial column of `table` handed out, for those that handed any out
 * (sequences are not transactional: a value may be past the rows this transaction sees).
 */
async function sequenceValues(db: Database, table: string): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  for (const { column, sequence } of await serialColumns(db, table)) {
    const [state] = rowsOf<{ last: string | number }>(
      await db.execute(sql`SELECT last_value AS last FROM ${sql.raw(sequence)} WHERE is_called`),
    );
    if (state) values[column] = Number(state.last);
  }
  return values;
}

/**
 * Writes everything in the database to `file`: on PostgreSQL in one REPEATABLE READ READ ONLY
 * transaction, so the file is one moment of the database while the server goes on serving.
 * Written beside `file` and renamed into place, so a failed backup leaves no partial file under
 * its name. `onTable` is awaited after each table's rows (a test writes there meanwhile).
 */
export async function writeBackup(
  handle: DatabaseHandle,
  file: string,
  onProgress: (progress: BackupProgress) => void = () => undefined,
  onTable: (table: string) => Promise<void> | void = () => undefined,
): Promise<BackupSummary> {
  const started = performance.now();
  const partial = `${file}.partial-${process.pid}`;
  const gzip = createGzip();
  // Password hashes and session tokens: readable by the owner only.
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    const header = await handle.withoutTimeouts((db) =>
      db.transaction(
        async (tx) => {
          await inUtc(tx);
          const migration = await appliedMigration(tx);
          if (!migration) {
            throw new BackupError(
              'The database holds no SeatScope data: no migration was applied.',
            );
          }
          const tables: BackupTable[] = [];
          const orderBy = new Map<string, string>();
          for (const table of await tablesInKeyOrder(tx)) {
            if (table.name in LEFT_OUT_OF_BACKUPS) continue;
            const [counted] = rowsOf<{ rows: string | number }>(
              await tx.execute(sql`SELECT count(*) AS rows FROM ${sql.identifier(table.name)}`),
            );
            tables.push({
              name: table.name,
              columns: table.columns,
              rows: Number(counted?.rows ?? 0),
              sequences: await sequenceValues(tx, table.name),
            });
            // Rows in key order, so one state of the data always makes the same file.
            orderBy.set(
              table.name,
              table.key.length > 0
                ? table.key.map((column) => `"${column}"`).join(', ')
                : 't::text',
            );
          }
          const made: BackupHeader = {
            format: BACKUP_FORMAT,
            formatVersion: FORMAT_VERSION,
            migration,
            createdAt: new Date().toISOString(),
            engine: handle.kind,
            tables,
          };
          await write(`${JSON.stringify(made)}\n`);
          const total = tables.reduce((sum, table) => sum + table.rows, 0);
          let done = 0;
          for (const table of tables) {
            onProgress({ table: table.name, done, total });
            await tx.execute(
              sql`DECLARE backup_rows NO SCROLL CURSOR FOR ${jsonLinesQuery(table.name, orderBy.get(table.name) ?? 't::text')}`,
            );
            for (;;) {
              const lines = rowsOf<{ line: string }>(
                await tx.execute(sql.raw(`FETCH FORWARD ${FETCH_ROWS} FROM backup_rows`)),
              );
              if (lines.length === 0) break;
              await write(lines.map((row) => `${row.line}\n`).join(''));
              done += lines.length;
              onProgress({ table: table.name, done, total });
            }
            await tx.execute(sql`CLOSE backup_rows`);
            await onTable(table.name);
          }
          return made;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    );
    gzip.end();
    await written;
    await rename(partial, file);
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    return {
      header,
      rows,
      bytes: (await stat(file)).size,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * The lines of a gzip'd backup, one at a time; `next` answers undefined at its end, and a file
 * that cannot be read or unzipped is a BackupError.
 */
function fileLines(file: string) {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    lines.close();
  };
  input.on('error', fail);
  gunzip.on('error', fail);
  input.pipe(gunzip);
  const iterator = lines[Symbol.asyncIterator]();
  return {
    async next(): Promise<string | undefined> {
      const line = await iterator.next().catch((error: unknown) => {
        failure ??= error instanceof Error ? error : new Error(String(error));
        return { done: true, value: undefined } as const;
      });
      if (failure) {
        throw new BackupError(`${file} cannot be read as a backup: ${failure.message}.`);
      }
      return line.done ? undefined : line.value;
    },
    close() {
      lines.close();
      input.destroy();
    },
  };
}

function readHeader(line: string | undefined, file: string): BackupHeader {
  let parsed: unknown;
  try {
    parsed = line === undefined ? undefined : JSON.parse(line);
  } catch {
    parsed = undefined;
  }
  const format = z.object({ format: z.literal(BACKUP_FORMAT), formatVersion: z.number() });
  const made = format.safeParse(parsed);
  if (made.success && made.data.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(
      `${file} is a backup of format version ${made.data.formatVersion}; this SeatScope reads version ${FORMAT_VERSION}. Restore it with the version that made it.`,
    );
  }
  const header = headerSchema.safeParse(parsed);
  if (!header.success) {
    throw new BackupError(
      `${file} is not a SeatScope backup (its first line is no backup header).`,
    );
  }
  return header.data;
}

/**
 * Whether the backup's migration can be restored by this code: not one it does not know (a
 * newer SeatScope's), and at or before its newest.
 */
function checkMigration(header: BackupHeader): void {
  const known = codeMigrations();
  const newest = known.at(-1);
  if (newest && header.migration.when > newest.when) {
    throw new BackupError(
      `The backup was made by a newer SeatScope (its database had migration ${header.migration.tag}; this one knows migrations up to ${newest.tag}). Restore it with that version or a newer one.`,
    );
  }
  if (!known.some((migration) => migration.when === header.migration.when)) {
    throw new BackupError(
      `The backup's migration ${header.migration.tag} is not one this SeatScope knows: restore it with the version that made it.`,
    );
  }
}

/**
 * The tables of `db` holding rows a restore would not replace: a database with any is not
 * empty, and a restore into it is refused.
 */
async function tablesWithRows(db: Database): Promise<string[]> {
  const holding: string[] = [];
  for (const table of await tablesInKeyOrder(db)) {
    if (table.name in LEFT_OUT_OF_BACKUPS || REPLACED_ON_RESTORE.has(table.name)) continue;
    const [found] = rowsOf<{ any: boolean }>(
      await db.execute(sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table.name)}) AS "any"`),
    );
    if (found?.any) holding.push(table.name);
  }
  return holding;
}

/**
 * Restores a backup into an empty database (no user and no counselling data; what migrations
 * seed is replaced by the backup's): migrated first to the backup's migration if it is behind,
 * every row in one transaction (indexes and foreign keys built once after each table's rows,
 * sequences moved past the restored ids), then analysed, and migrated forward to this code's
 * newest migration. A target that is not empty, or migrated past the backup, is refused before
 * anything changes.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  file: string,
  onProgress: (progress: BackupProgress) => void = () => undefined,
): Promise<RestoreSummary> {
  const started = performance.now();
  const lines = fileLines(file);
  try {
    const header = readHeader(await lines.next(), file);
    checkMigration(header);
    const target = await appliedMigration(handle.db);
    const holding = await tablesWithRows(handle.db);
    if (holding.length > 0) {
      throw new BackupError(
        `Nothing was restored: the database is not empty (${holding.join(', ')} hold rows). A restore goes into a new database or an empty data folder only: create one (createdb, or a new DATA_DIR) and restore there.`,
      );
    }
    if (target && target.when > header.migration.when) {
      throw new BackupError(
        `Nothing was restored: the database is migrated to ${target.tag}, past the backup's ${header.migration.tag}. Restore into a new database or an empty data folder: the restore migrates it to the backup's migration, restores, then migrates it forward.`,
      );
    }
    if (!target || target.when < header.migration.when) await handle.migrate(header.migration.tag);

    const total = header.tables.reduce((sum, table) => sum + table.rows, 0);
    await handle.withoutTimeouts((db) =>
      db.transaction(async (tx) => {
        await inUtc(tx);
        const tables = new Map((await tablesInKeyOrder(tx)).map((table) => [table.name, table]));
        for (const table of header.tables) {
          const columns = tables.get(table.name)?.columns;
          if (!columns || [...columns].sort().join() !== [...table.columns].sort().join()) {
            throw new BackupError(
              `The backup's table ${table.name} does not match the database's at migration ${header.migration.tag}: the file was changed, or made by another program.`,
            );
          }
        }
        const [before] = rowsOf<{ version: string | number }>(
          await tx.execute(sql`SELECT version FROM ${sql.identifier(DATA_VERSION_TABLE)}`),
        );
        for (const table of [...header.tables].reverse()) {
          if (REPLACED_ON_RESTORE.has(table.name)) {
            await tx.execute(sql`DELETE FROM ${sql.identifier(table.name)}`);
          }
        }
        let done = 0;
        let restoredVersion: number | undefined;
        for (const table of header.tables) {
          onProgress({ table: table.name, done, total });
          await withIndexesDeferred(tx, table.name, async () => {
            let batch: string[] = [];
            for (let row = 0; row < table.rows; row += 1) {
              const line = await lines.next();
              if (line === undefined) {
                throw new BackupError(
                  `Nothing was restored: ${file} ends inside table ${table.name}, before the rows its header counts. The file is cut short.`,
                );
              }
              batch.push(line);
              if (batch.length === JSON_LINES_PER_INSERT || row === table.rows - 1) {
                await insertJsonLines(tx, table.name, table.columns, batch);
                if (table.name === DATA_VERSION_TABLE) {
                  restoredVersion = z
                    .object({ version: z.number() })
                    .parse(JSON.parse(line)).version;
                }
                done += batch.length;
                onProgress({ table: table.name, done, total });
                batch = [];
              }
            }
          });
          await moveSequencesPast(tx, table.name, table.sequences);
        }
        if ((await lines.next()) !== undefined) {
          throw new BackupError(
            `Nothing was restored: ${file} holds more lines than its header counts. The file was changed.`,
          );
        }
        // Read caches of a server already running on this database are keyed by the version:
        // it must move past the one they hold even where the backup's is older.
        await tx.execute(
          sql`UPDATE ${sql.identifier(DATA_VERSION_TABLE)} SET version = greatest(${restoredVersion ?? 0}::bigint, ${Number(before?.version ?? 0) + 1}::bigint)`,
        );
      }),
    );
    lines.close();
    // Fresh statistics and visibility maps, as after the bundle's load (VACUUM cannot run in a
    // transaction); autovacuum may be off, and PGlite has none.
    await handle.withoutTimeouts((db) =>
      db.execute(
        sql`VACUUM (ANALYZE) ${sql.join(
          header.tables.map((table) => sql.identifier(table.name)),
          sql`, `,
        )}`,
      ),
    );
    await handle.migrate();
    const migratedTo = await appliedMigration(handle.db);
    return {
      header,
      rows: total,
      bytes: (await stat(file)).size,
      seconds: (performance.now() - started) / 1000,
      migratedTo: migratedTo ?? header.migration,
    };
  } finally {
    lines.close();
  }
}

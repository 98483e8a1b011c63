import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import {
  BackupError,
  restoreBackup,
  writeBackup,
  type BackupProgress,
  type BackupSummary,
} from '../../data/backup';
import { DatabaseInUseError } from '../../db/data-dir-lock';
import { openConfiguredDatabase } from '../../db/open-from-config';
import { defineCommand, UsageError } from '../command-line';
import { progressReporter } from '../progress';

// Backup and restore of everything in the database, one portable file
// (docs/decisions/0074-backup-and-restore.md, docs/operations.md#backup-and-restore). Each
// opens the database itself, migrating it only as it needs, never through the context's.

/** The one FILE a command takes. */
function fileArgument(positionals: readonly string[]): string {
  const [file, ...more] = positionals;
  if (file === undefined) throw new UsageError('Name the backup file.');
  if (more.length > 0) throw new UsageError(`One file only, not also ${more.join(' ')}.`);
  return path.resolve(file);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const summaryFigures = (summary: BackupSummary) =>
  `${summary.header.tables.length} tables, ${summary.rows} rows, ${megabytes(summary.bytes)}, in ${summary.seconds.toFixed(1)} s`;

/** Runs `work` with stderr progress, table by table, as an import shows its files. */
async function withProgress<T>(
  phase: string,
  work: (onProgress: (progress: BackupProgress) => void) => Promise<T>,
): Promise<T> {
  const progress = progressReporter();
  try {
    return await work(({ table, done, total }) =>
      progress.update({ phase, done, total, fileName: table }),
    );
  } finally {
    progress.stop();
  }
}

/** The configured database; the embedded one held by a running server is a plain refusal. */
async function openOwnDatabase(config: AppConfig, what: string) {
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new BackupError(
      `${what} needs the embedded database to itself, and another SeatScope process has it open (pid ${error.holder.pid}, ${error.holder.command}), the server as a rule: stop the server, run this again, then start it; or run SeatScope on PostgreSQL (DATABASE_URL), which is backed up while it serves.`,
    );
  }
}

export const backupCommand = defineCommand({
  name: 'backup',
  usage:
    'backup FILE   (everything in the database into one file, mode 0600: keep it as you keep the database)',
  options: z.object({}),
  positionals: true,
  async run({ positionals }, { config }) {
    const file = fileArgument(positionals);
    const embedded = path.join(config.DATA_DIR, 'pglite');
    // Opening a missing folder would make an empty database there.
    if (!config.DATABASE_URL && !existsSync(embedded)) {
      throw new BackupError(`No embedded database in ${embedded}: nothing to back up.`);
    }
    const database = await openOwnDatabase(config, 'A backup');
    try {
      const summary = await withProgress('backup', (onProgress) =>
        writeBackup(database, file, onProgress),
      );
      console.log(
        `Backed up ${database.kind === 'pglite' ? embedded : 'the PostgreSQL database'} at migration ${summary.header.migration.tag} to ${file}: ${summaryFigures(summary)}.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  },
});

export const restoreCommand = defineCommand({
  name: 'restore',
  usage:
    'restore FILE   (a backup into a new database or an empty data folder; refuses one holding users or data)',
  options: z.object({}),
  positionals: true,
  async run({ positionals }, { config }) {
    const file = fileArgument(positionals);
    if (!existsSync(file)) throw new BackupError(`No file ${file}.`);
    const database = await openOwnDatabase(config, 'A restore');
    try {
      const summary = await withProgress('restore', (onProgress) =>
        restoreBackup(database, file, onProgress),
      );
      const migrated =
        summary.migratedTo.tag === summary.header.migration.tag
          ? `at migration ${summary.migratedTo.tag}`
          : `made at migration ${summary.header.migration.tag}, migrated to ${summary.migratedTo.tag}`;
      console.log(`Restored ${file} (${migrated}): ${summaryFigures(summary)}.`);
      return 0;
    } finally {
      await database.close();
    }
  },
});

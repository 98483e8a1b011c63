import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed SQL migrations, with drizzle-kit's journal in meta/_journal.json. */
export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** One migration: its file name without `.sql`, and the time drizzle records when it is applied. */
export interface Migration {
  tag: string;
  when: number;
}

interface Journal {
  entries: (Migration & Record<string, unknown>)[];
}

const readJournal = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** The migrations this code applies, oldest first. */
export function codeMigrations(): Migration[] {
  return readJournal(MIGRATIONS_FOLDER).entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * A folder holding the migrations up to and including `tag`, for the migrator to apply no further
 * (a restore of an older backup, docs/decisions/0074-backup-and-restore.md). The caller removes it.
 */
export async function migrationsFolderThrough(tag: string): Promise<string> {
  const journal = readJournal(MIGRATIONS_FOLDER);
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`No migration ${tag} in ${MIGRATIONS_FOLDER}.`);
  const entries = journal.entries.slice(0, end + 1);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await copyFile(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

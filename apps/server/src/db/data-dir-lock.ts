import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite is one process's database: a second process that opens the same folder (the admin or
// data CLI while the server runs) would write pages the server never reads, and corrupt it.
// Whoever opens the folder holds this lock; another process stops with a message instead
// (docs/decisions/0028-mail-and-embedded-database-lock.md).

export const LOCK_FILE_NAME = 'seatscope.lock';

/** Another live process holds the embedded database. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dir} is in use by another SeatScope process ` +
        `(pid ${holder.pid}, ${holder.command}, since ${holder.since}). ` +
        'Only one process may open it: stop that process and run this again, ' +
        'or use PostgreSQL (DATABASE_URL), which any number of processes can share.',
    );
  }
}

interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, command: parsed.command ?? 'unknown', since: parsed.since ?? '?' }
      : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock on `dir` for this process, or throws DatabaseInUseError when a live process
 * holds it. A lock left by a process that died (a crash, kill -9) is taken over. Returns the
 * release function; the lock is also removed when the process exits.
 */
export function lockDataDir(dir: string, command = process.argv.slice(1).join(' ')): () => void {
  const file = path.join(dir, LOCK_FILE_NAME);
  const holder: LockHolder = { pid: process.pid, command, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // 'wx' fails when the file exists, so two processes starting together cannot both win.
      writeFileSync(file, JSON.stringify(holder), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readHolder(file);
    if (current && isAlive(current.pid)) throw new DatabaseInUseError(dir, current);
    // Stale (its process is gone) or unreadable: remove it and try again.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock';
import { user } from '../../src/db/schema';
import { runCommand } from '../helpers/commands';

// `npm run admin -- backup` and `restore` as an operator runs them, on embedded databases of
// their own (docs/operations.md#backup-and-restore).
const entry = path.resolve('apps/server/src/cli/admin.ts');

describe('npm run admin -- backup and restore', { timeout: 300_000 }, () => {
  let folder: string;
  const admin = (dataDir: string, args: string[]) =>
    runCommand(entry, args, { DATA_DIR: path.join(folder, dataDir) });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-backup-command-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('backs up a data folder and restores it into an empty one, once', async () => {
    const created = await admin('source', [
      'create-user',
      '--email',
      'asha@example.com',
      '--password',
      'correct horse battery staple',
      '--verified',
    ]);
    expect(created.code, created.output).toBe(0);

    const file = path.join(folder, 'seatscope.backup.gz');
    const backup = await admin('source', ['backup', file]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(
      /Backed up .*source\/pglite at migration 0\d+_\w+ to .*seatscope\.backup\.gz: \d+ tables, \d+ rows, [\d.]+ MB, in [\d.]+ s\./,
    );
    // Progress by table on stderr, and never a row.
    expect(backup.output).toMatch(/^backup \d+\/\d+ \w+$/m);
    expect(backup.output).not.toContain('asha@example.com');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const restore = await admin('target', ['restore', file]);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored .* \(at migration 0\d+_\w+\): \d+ tables, \d+ rows/);
    const target = await openDatabase({
      pgliteDir: path.join(folder, 'target', 'pglite'),
      statementTimeoutMs: 30_000,
    });
    try {
      const users = await target.db.select().from(user);
      expect(users.map((row) => [row.email, row.emailVerified])).toEqual([
        ['asha@example.com', true],
      ]);
    } finally {
      await target.close();
    }

    const again = await admin('target', ['restore', file]);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/^Nothing was restored: the database is not empty \(.*user/m);
    expect(again.output).not.toMatch(/^\s+at /m);
  });

  it('says to stop the server first when the embedded database is in use', async () => {
    // A live process (this one) holds the folder, as a running server would.
    const pglite = path.join(folder, 'served', 'pglite');
    await mkdir(pglite, { recursive: true });
    await writeFile(
      path.join(pglite, LOCK_FILE_NAME),
      JSON.stringify({ pid: process.pid, command: 'apps/server/src/main.ts', since: '2026-01-01' }),
    );
    const file = path.join(folder, 'while-served.gz');
    for (const command of ['backup', 'restore']) {
      if (command === 'restore') await writeFile(file, '');
      const refused = await admin('served', [command, file]);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toMatch(
        new RegExp(
          `needs the embedded database to itself, and another SeatScope process has it open \\(pid ${process.pid}, apps/server/src/main.ts\\), the server as a rule: stop the server, run this again, then start it; or run SeatScope on PostgreSQL`,
        ),
      );
      expect(refused.output).not.toMatch(/^\s+at /m);
    }
    await rm(file);
    expect(existsSync(file)).toBe(false);
  });
});

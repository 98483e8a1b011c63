import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'seatscope-lock-'));
const holderFile = (dir: string, pid: number) =>
  writeFileSync(
    path.join(dir, LOCK_FILE_NAME),
    JSON.stringify({ pid, command: 'server', since: '2026-11-25T00:00:00.000Z' }),
  );

describe('the embedded database lock', () => {
  it('is taken, refused to a second opener while held, and removed on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir, 'first');
    const file = path.join(dir, LOCK_FILE_NAME);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir, 'second')).toThrow(DatabaseInUseError);
    release();
    expect(existsSync(file)).toBe(false);
    lockDataDir(dir, 'again')();
  });

  it('names the live process holding it and what to do', () => {
    const dir = freshDir();
    // The parent of this test process is alive for as long as the test runs.
    holderFile(dir, process.ppid);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(
        `in use by another SeatScope process \\(pid ${process.ppid}, server.*stop that process`,
      ),
    );
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    expect(dead).toBeGreaterThan(0);
    holderFile(dir, dead);
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), 'not json');
    lockDataDir(dir)();
  });
});

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataStatusSchema,
  importRunPageSchema,
  type DataStatus,
  type ImportRunPage,
} from '@seatscope/shared';
import { bundleIdentity, loadBundle } from '../../src/data/bundle';
import { runImport } from '../../src/data/import-runner';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantAdmin, grantPackage } from '../helpers/data-fixture';
import { readMccRows, writeImportFile, type MccRow } from '../helpers/mcc-file';
import { sharedData } from '../helpers/shared-data';

// What is live, for the admin (docs/decisions/0072-what-is-live.md): the bundle a first start
// loaded and each live round list with its source, over files imported as an operator would.

/** The first `lines` data lines of a real CSV file, with its header. */
async function csvHead(parts: string[], lines: number): Promise<string> {
  const text = await readFile(sharedData(...parts), 'utf8');
  return `${text
    .split('\n')
    .slice(0, lines + 1)
    .join('\n')}\n`;
}

describe('GET /api/admin/data-status and /api/admin/import-runs', () => {
  let t: TestApp;
  let folder: string;
  let admin: TestUser;
  let user: TestUser;
  let packageHolder: TestUser;
  let rows: MccRow[];

  const get = async <T>(url: string, viewer: TestUser | null) => {
    const response = await t.request(url, viewer ? { headers: { cookie: viewer.cookie } } : {});
    return { status: response.status, body: (await response.json()) as T };
  };
  const status = async () => {
    const answer = await get<DataStatus>('/api/admin/data-status', admin);
    expect(answer.status).toBe(200);
    return dataStatusSchema.parse(answer.body);
  };
  const history = async (query = '') => {
    const answer = await get<ImportRunPage>(`/api/admin/import-runs${query}`, admin);
    expect(answer.status).toBe(200);
    return importRunPageSchema.parse(answer.body);
  };
  const listOf = (lists: DataStatus['lists'], counselling: string, round: number, list: string) =>
    lists.find(
      (entry) => entry.counselling === counselling && entry.round === round && entry.list === list,
    );

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 600_000 });
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-data-status-'));
    rows = (await readMccRows('2023-stray.json')).slice(0, 200);
    const db = t.database.handle.db;
    // Seats held after MCC NEET PG 2023 Round 3: 200 rows, 2 of them without a rank.
    const withBadRanks = rows.map((row, index) =>
      index === 17 || index === 41 ? { ...row, Rank: 'not a rank' } : row,
    );
    await runImport(db, 'mcc-allotments', [
      await writeImportFile(folder, '2023-round-3.json', withBadRanks),
    ]);
    // MCC NEET UG 2020's mop-up allotments, and KEA's own closing ranks for 2020 Round 1.
    await runImport(db, 'mcc-ug-allotments', [
      await writeImportFile(
        folder,
        'mcc_2020_MOPUP.csv',
        await csvHead(['mcc-neet-ug-allotments', 'mcc_2020_MOPUP.csv'], 40),
      ),
    ]);
    await runImport(db, 'karnataka-closing-ranks', [
      await writeImportFile(
        folder,
        'kea_2020_closing_ranks.csv',
        await csvHead(['karnataka-neet-ug', 'closing-ranks', 'kea_2020_closing_ranks.csv'], 30),
      ),
    ]);
    admin = await t.signUp();
    await grantAdmin(db, admin.userId);
    user = await t.signUp();
    packageHolder = await t.signUp();
    await grantPackage(db, packageHolder.userId);
  }, 600_000);
  afterAll(async () => {
    await t?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers 401 signed out and 403 to every signed-in user who is not an admin', async () => {
    for (const url of ['/api/admin/data-status', '/api/admin/import-runs']) {
      const signedOut = await get<{ error: { code: string } }>(url, null);
      expect({ url, status: signedOut.status, code: signedOut.body.error.code }).toEqual({
        url,
        status: 401,
        code: 'unauthorized',
      });
      for (const viewer of [user, packageHolder]) {
        const refused = await get<{ error: { code: string; message: string } }>(url, viewer);
        expect({ url, status: refused.status, error: refused.body.error }).toEqual({
          url,
          status: 403,
          error: { code: 'forbidden', message: 'Only an administrator may see this.' },
        });
      }
    }
  });

  it('gives an admin each live round list with its source, rows and rejections', async () => {
    const { bundle, lists } = await status();
    // Imported files, not the bundle.
    expect(bundle).toBeNull();
    expect(
      lists.map((entry) => [entry.counselling, entry.year, entry.roundLabel, entry.list]),
    ).toEqual([
      ['karnataka-neet-ug', 2020, 'Round 1 allotments', 'official'],
      ['mcc-neet-pg', 2023, 'Round 3', 'held'],
      ['mcc-neet-ug', 2020, 'Mop-up allotments', 'allotted'],
    ]);
    const held = listOf(lists, 'mcc-neet-pg', 3, 'held');
    expect(held).toMatchObject({
      kind: 'mcc-allotments',
      source: '2023-round-3.json',
      rows: 198,
      rejected: 2,
      suspect: 0,
    });
    expect(listOf(lists, 'mcc-neet-ug', 9, 'allotted')).toMatchObject({
      kind: 'mcc-ug-allotments',
      source: 'mcc_2020_MOPUP.csv',
      rows: 40,
      rejected: 0,
    });
    expect(listOf(lists, 'karnataka-neet-ug', 1, 'official')).toMatchObject({
      kind: 'karnataka-closing-ranks',
      source: 'kea_2020_closing_ranks.csv',
      rows: 30,
      rejected: 0,
    });
    const runs = await history();
    const heldRun = runs.rows.find((run) => run.fileName === '2023-round-3.json');
    expect(held?.importedAt).toBe(heldRun?.importedAt);
  });

  it('lists every import run newest first, a page at a time, with its rejections by reason', async () => {
    const all = await history();
    expect(all.total).toBe(3);
    expect(all.rows.map((run) => run.fileName)).toEqual([
      'kea_2020_closing_ranks.csv',
      'mcc_2020_MOPUP.csv',
      '2023-round-3.json',
    ]);
    const mcc = all.rows[2];
    expect(mcc).toMatchObject({
      kind: 'mcc-allotments',
      counselling: 'mcc-neet-pg',
      year: 2023,
      roundLabel: 'Round 3',
      rowsRead: 200,
      rowsImported: 198,
      rowsRejected: 2,
    });
    expect(mcc?.rejectedByReason).toHaveLength(1);
    expect(mcc?.rejectedByReason[0]).toMatchObject({ rows: 2, firstRow: 18 });
    const second = await history('?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.rows.map((run) => run.fileName)).toEqual(['2023-round-3.json']);
  });

  it('shows the new file once a re-import replaces a list, and forgets the run it replaced', async () => {
    const before = await history();
    await runImport(t.database.handle.db, 'mcc-allotments', [
      await writeImportFile(folder, '2023-round-3.json', rows),
    ]);
    const held = listOf((await status()).lists, 'mcc-neet-pg', 3, 'held');
    expect(held).toMatchObject({ rows: 200, rejected: 0 });
    const after = await history();
    expect(after.total).toBe(3);
    expect(after.rows[0]).toMatchObject({ fileName: '2023-round-3.json', rowsRejected: 0 });
    expect(held?.importedAt).toBe(after.rows[0]?.importedAt);
    const replaced = before.rows.find((run) => run.fileName === '2023-round-3.json');
    expect(after.rows.map((run) => run.id)).not.toContain(replaced?.id);
  });

  it('refuses a page size beyond the bound and an unknown parameter with 400', async () => {
    const tooLarge = await get<{ error: { message: string } }>(
      '/api/admin/import-runs?pageSize=101',
      admin,
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error.message).toMatch(/pageSize must be at most 100/);
    const unknown = await get<{ error: { message: string } }>(
      '/api/admin/import-runs?limit=5',
      admin,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/unknown parameter limit/);
  });
});

describe('the bundle a first start loaded', () => {
  let t: TestApp;
  let bundleDir: string;
  let admin: TestUser;

  /** A bundle of one counselling and one import run, in the layout `npm run data -- bundle` writes. */
  async function writeBundle(dir: string) {
    const tables = {
      counselling: [
        { id: 'test-pg', name: 'Test PG', level: 'PG', type: 'All India', is_demo: false },
      ],
      import_run: [
        {
          id: 7,
          kind: 'mcc-allotments',
          file_name: '2023-round-1.json',
          scope_key: 'test-pg/2023/1',
          sha256: 'ab'.repeat(32),
          counselling_id: 'test-pg',
          year: 2023,
          round: 1,
          rows_read: 10,
          rows_imported: 9,
          rows_rejected: 1,
          rejections: [{ row: 4, reason: 'no rank' }],
          started_at: '2026-11-28T00:39:08.562+00:00',
          finished_at: '2026-11-28T00:39:08.302+00:00',
        },
      ],
    };
    for (const [table, lines] of Object.entries(tables)) {
      const text = `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
      await writeFile(path.join(dir, `${table}.jsonl.gz`), gzipSync(text));
    }
    const manifest = { description: 'test', tables: { counselling: 1, import_run: 1 }, steps: [] };
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(dir, 'README.md'), '# A test bundle\n');
  }

  beforeAll(async () => {
    t = await createTestApp();
    bundleDir = await mkdtemp(path.join(os.tmpdir(), 'seatscope-bundle-'));
    await writeBundle(bundleDir);
    admin = await t.signUp();
    await grantAdmin(t.database.handle.db, admin.userId);
  });
  afterAll(async () => {
    await t?.dispose();
    await rm(bundleDir, { recursive: true, force: true });
  });

  it('is null before any data, and names the bundle by its identity once loaded', async () => {
    const read = async () => {
      const response = await t.request('/api/admin/data-status', {
        headers: { cookie: admin.cookie },
      });
      expect(response.status).toBe(200);
      return dataStatusSchema.parse(await response.json());
    };
    expect(await read()).toEqual({ bundle: null, lists: [] });

    const loadedFrom = new Date();
    await loadBundle(t.database.handle.db, bundleDir);
    const { bundle } = await read();
    expect(bundle).toMatchObject({ sha256: await bundleIdentity(bundleDir), rows: 2 });
    expect(Date.parse(bundle?.loadedAt ?? '')).toBeGreaterThanOrEqual(loadedFrom.getTime() - 1000);

    // The history holds the bundle's own runs and the load itself, newest first.
    const runs = importRunPageSchema.parse(
      await (
        await t.request('/api/admin/import-runs', { headers: { cookie: admin.cookie } })
      ).json(),
    );
    expect(runs.rows.map((run) => [run.kind, run.id])).toEqual([
      ['bundle', 8],
      ['mcc-allotments', 7],
    ]);
    expect(runs.rows[1]?.rejectedByReason).toEqual([{ reason: 'no rank', rows: 1, firstRow: 4 }]);
  });

  it("changes its identity with any table file, not with the bundle's README", async () => {
    const identity = await bundleIdentity(bundleDir);
    await writeFile(path.join(bundleDir, 'README.md'), '# Another text\n');
    expect(await bundleIdentity(bundleDir)).toBe(identity);
    const table = path.join(bundleDir, 'counselling.jsonl.gz');
    const original = await readFile(table);
    await writeFile(table, gzipSync('{"id":"test-pg","name":"Renamed"}\n'));
    expect(await bundleIdentity(bundleDir)).not.toBe(identity);
    await writeFile(table, original);
    expect(await bundleIdentity(bundleDir)).toBe(identity);
  });
});

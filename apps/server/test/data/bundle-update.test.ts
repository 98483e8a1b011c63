import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoiceList, CreatePurchaseResponse } from '@seatscope/shared';
import { bundleIdentity, loadBundle } from '../../src/data/bundle';
import { planBundleUpdate, updateFromBundle } from '../../src/data/bundle-update';
import { runImport } from '../../src/data/import-runner';
import { DATA_TABLES as IMPORTED_TABLES, rowsOf } from '../../src/data/sql-batch';
import type { Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { addUpdate } from '../../src/domain/updates';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import {
  bundleSubset,
  readBundleRows,
  renumbered,
  withoutInstitute,
  writeBundleRows,
  type BundleRows,
} from '../helpers/bundles';
import { financialRowCopies } from '../helpers/fee-copy';
import { readMccRows, writeImportFile } from '../helpers/mcc-file';
import { postJson } from '../helpers/requests';

// A newer release's bundle over an installation that loaded an older one
// (docs/decisions/0076-upgrades-keep-everything.md). Both bundles are small ones made from the
// real bundle in a temporary folder: the older holds INI-CET and Karnataka MDS with its ids
// numbered otherwise, an institute under an older name, and the UG fee list; the newer holds
// INI-CET without one of its institutes and with a changed rank, Karnataka MDS as it was, and
// Karnataka PG, which the older lacks.

type Row = Record<string, unknown>;

/** Every table of the schema: those that are not data are kept whole by an update. */
const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

// The data tables, with the year marks and the data's change counter an update also writes.
const DATA_TABLES = new Set<string>([...IMPORTED_TABLES, 'completed_year', 'data_version']);

/** Every row of the given tables as PostgreSQL's JSON, in UTC. */
async function rowsOfTables(db: Database, tables: readonly string[]) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    const lines: Record<string, string[]> = {};
    for (const table of tables) {
      const result = await tx.execute(
        sql`SELECT to_jsonb(t)::text AS line FROM ${sql.identifier(table)} t ORDER BY 1`,
      );
      lines[table] = rowsOf<{ line: string }>(result).map((row) => row.line);
    }
    return lines;
  });
}

const everyRow = (db: Database) => rowsOfTables(db, schemaTables);
const accountRows = (db: Database) =>
  rowsOfTables(
    db,
    schemaTables.filter((table) => !DATA_TABLES.has(table)),
  );

async function selectRows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

const OLDER_OFFSET = 100_000;

describe('a newer bundle over an older one', { timeout: 180_000 }, () => {
  let t: TestApp;
  let folder: string;
  let olderDir: string;
  let newerDir: string;
  let buyer: TestUser;
  /** The institute the newer bundle no longer holds, and one both hold (renamed), old ids. */
  let gone: number;
  let kept: number;
  let keptName: string;
  let keptOption: Row;
  let goneOption: Row;
  let handRun: Row;
  let mdsRuns: Row[];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-bundle-update-'));
    const real = await readBundleRows();
    const runs = real.get('import_run') ?? [];
    const inicetRun = runs.find((run) => run.counselling_id === 'inicet-pg');
    if (!inicetRun) throw new Error('the bundle holds no INI-CET list');
    // The INI-CET institute with fewest allotments (at least two) named in no other list kept.
    const perInstitute = new Map<number, number>();
    for (const row of real.get('allotment') ?? []) {
      if (row.import_run_id === inicetRun.id) {
        const id = Number(row.institute_id);
        perInstitute.set(id, (perInstitute.get(id) ?? 0) + 1);
      }
    }
    const elsewhere = new Set(
      (real.get('allotment') ?? [])
        .filter((row) => row.import_run_id !== inicetRun.id)
        .map((row) => Number(row.institute_id)),
    );
    const candidates = [...perInstitute]
      .filter(([id, rows]) => rows >= 2 && !elsewhere.has(id))
      .sort(([leftId, left], [rightId, right]) => left - right || leftId - rightId);
    const goneInBundle = candidates[0]?.[0];
    const keptInBundle = candidates.at(-1)?.[0];
    if (goneInBundle === undefined || keptInBundle === undefined) throw new Error('no institutes');

    const older = renumbered(
      bundleSubset(
        real,
        (run) =>
          run.counselling_id === 'inicet-pg' ||
          run.counselling_id === 'karnataka-neet-mds' ||
          run.kind === 'ug-fees',
      ),
      OLDER_OFFSET,
      { id: keptInBundle, name: 'An Older Name Of The Kept Institute' },
    );
    const newer: BundleRows = withoutInstitute(
      bundleSubset(real, (run) =>
        ['inicet-pg', 'karnataka-neet-mds', 'karnataka-neet-pg'].includes(
          String(run.counselling_id),
        ),
      ),
      goneInBundle,
    );
    // A rank the newer build reads otherwise.
    const changed = (newer.get('allotment') ?? []).find(
      (row) => row.import_run_id === inicetRun.id,
    );
    if (!changed) throw new Error('no INI-CET allotment');
    changed.ai_rank = Number(changed.ai_rank) + 1;
    olderDir = path.join(folder, 'older');
    newerDir = path.join(folder, 'newer');
    await writeBundleRows(olderDir, older);
    await writeBundleRows(newerDir, newer);
    gone = goneInBundle + OLDER_OFFSET;
    kept = keptInBundle + OLDER_OFFSET;
    keptName = String((newer.get('institute') ?? []).find((row) => row.id === keptInBundle)?.name);

    // The installation: the older bundle loaded on a first start, then used.
    t = await createTestApp();
    const db = t.database.handle.db;
    await loadBundle(db, olderDir);
    buyer = await t.signUp({ email: 'buyer@example.com' });
    const reader = await t.signUp({ email: 'reader@example.com' });
    const purchase = await postJson(t, '/api/purchases', buyer, { packageId: 'pg' });
    const { id } = ((await purchase.json()) as CreatePurchaseResponse).purchase;
    expect((await postJson(t, `/api/purchases/${id}/simulate-success`, buyer)).status).toBe(200);
    const optionAt = async (instituteId: number) => {
      const [row] = await selectRows(
        db,
        sql`SELECT institute_id AS "instituteId", course_id AS "courseId", quota AS "quotaName",
            allotted_category AS category FROM cutoff_row
          WHERE counselling_id = 'inicet-pg' AND institute_id = ${instituteId}
          ORDER BY course_id, quota, allotted_category LIMIT 1`,
      );
      if (!row) throw new Error(`no Cutoff Ranks row at institute ${instituteId}`);
      return row;
    };
    goneOption = await optionAt(gone);
    keptOption = await optionAt(kept);
    const put = (user: TestUser, counselling: string, options: Row[]) =>
      t.request(`/api/choice-lists/${counselling}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify({ options }),
      });
    expect((await put(buyer, 'inicet-pg', [goneOption, keptOption])).status).toBe(200);
    const [mdsOption] = await selectRows(
      db,
      sql`SELECT institute_id AS "instituteId", course_id AS "courseId", quota AS "quotaName",
          allotted_category AS category FROM cutoff_row
        WHERE counselling_id = 'karnataka-neet-mds' ORDER BY 1, 2, 3, 4 LIMIT 1`,
    );
    if (!mdsOption) throw new Error('no Karnataka MDS option');
    expect((await put(reader, 'karnataka-neet-mds', [mdsOption])).status).toBe(200);
    await addUpdate(db, { type: 'Results', title: 'Round 2 results', body: 'Out today.' });
    // A list imported by hand, and one of the bundle's lists as an import by hand of its own
    // file leaves it (the run it replaced is gone, its own is no bundle's).
    const rows = (await readMccRows('2023-stray.json')).slice(0, 200);
    await runImport(db, 'mcc-allotments', [
      await writeImportFile(folder, '2023-round-2.json', rows),
    ]);
    const [imported] = await selectRows(
      db,
      sql`SELECT * FROM import_run WHERE kind = 'mcc-allotments'`,
    );
    if (!imported) throw new Error('the import wrote no run');
    handRun = imported;
    mdsRuns = await selectRows(
      db,
      sql`SELECT * FROM import_run WHERE counselling_id = 'karnataka-neet-mds' ORDER BY id`,
    );
    const [byHand] = mdsRuns;
    if (!byHand) throw new Error('no Karnataka MDS run');
    await db.execute(sql`UPDATE import_run SET from_bundle = false WHERE id = ${byHand.id}`);
  }, 180_000);

  afterAll(async () => {
    await t?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('a dry run says what would change and changes nothing', async () => {
    const db = t.database.handle.db;
    const before = await everyRow(db);
    const plan = await planBundleUpdate(db, newerDir);
    expect(plan.loaded).toBe(await bundleIdentity(olderDir));
    expect(plan.bundle).toBe(await bundleIdentity(newerDir));
    expect(plan.upToDate).toBe(false);
    const byChange = (change: string, counselling: string) =>
      plan.lists.filter((list) => list.change === change && list.counselling === counselling);
    // INI-CET lists lose the rows of the institute gone; Karnataka PG's lists are new.
    expect(byChange('replaced', 'inicet-pg').length).toBeGreaterThan(0);
    for (const list of byChange('replaced', 'inicet-pg')) {
      expect(list.rowsBefore).toBeGreaterThanOrEqual(list.rowsAfter);
    }
    expect(byChange('added', 'karnataka-neet-pg').length).toBeGreaterThan(0);
    expect(plan.lists.filter((list) => list.counselling === 'karnataka-neet-mds')).toEqual([]);
    expect(plan.files).toEqual([
      expect.objectContaining({ kind: 'ug-fees', added: 0, replaced: 0, removed: 1 }),
    ]);
    expect(plan.keptByHand).toEqual([
      expect.objectContaining({ kind: 'karnataka-allotments', scopeKey: mdsRuns[0]?.scope_key }),
    ]);
    // The institute gone stays for the choice list; those the list imported by hand names stay.
    expect(plan.institutes.keptForChoiceLists).toBe(1);
    expect(plan.institutes.keptForImports).toBeGreaterThan(0);
    expect(plan.institutes.added).toBeGreaterThan(0);
    expect(plan.institutes.removed).toBeGreaterThan(0);
    expect(plan.institutes.changed).toBeGreaterThan(0);
    expect(await everyRow(db)).toEqual(before);
  });

  it('a failure midway leaves everything as it was', async () => {
    const db = t.database.handle.db;
    const before = await everyRow(db);
    await expect(
      updateFromBundle(db, newerDir, (step) => {
        if (step.phase === 'deriving' && step.counselling === 'inicet-pg') {
          throw new Error('the machine stopped');
        }
      }),
    ).rejects.toThrow('the machine stopped');
    expect(await everyRow(db)).toEqual(before);
  });

  it('keeps accounts, purchases, choice lists and imports; replaces the bundle lists; marks what is gone', async () => {
    const db = t.database.handle.db;
    const accounts = await accountRows(db);
    const mdsAllotments = await selectRows(
      db,
      sql`SELECT id FROM allotment WHERE counselling_id = 'karnataka-neet-mds' ORDER BY id`,
    );
    const handRows = await selectRows(
      db,
      sql`SELECT count(*)::int AS rows FROM allotment WHERE import_run_id = ${handRun.id}`,
    );

    // Financials & Bonds' rows, computed at the first start's load and again by the update.
    const loaded = await financialRowCopies(db);
    expect(loaded.stale).toBe(0);
    expect(loaded.rows).toBeGreaterThan(0);
    const { plan, optionsNoLongerOffered } = await updateFromBundle(db, newerDir);
    expect(plan.upToDate).toBe(false);
    // The newer bundle drops the UG fee lists: their rows go with them.
    const updated = await financialRowCopies(db);
    expect(updated.stale).toBe(0);
    expect(updated.rows).toBeLessThan(loaded.rows);
    expect(optionsNoLongerOffered).toBe(1);
    // Every account, session, purchase, package, choice list and update as it was.
    expect(await accountRows(db)).toEqual(accounts);

    // The surviving institute keeps its id under its new name; the one gone stays for the list.
    const institutes = await selectRows(
      db,
      sql`SELECT id, name FROM institute WHERE id IN (${kept}, ${gone}) ORDER BY id`,
    );
    expect(institutes).toEqual(
      [
        { id: kept, name: keptName },
        { id: gone, name: expect.any(String) },
      ].sort((left, right) => left.id - right.id),
    );
    const list = await t.request('/api/choice-lists/inicet-pg', {
      headers: { cookie: buyer.cookie },
    });
    expect(list.status).toBe(200);
    const options = ((await list.json()) as ChoiceList).options;
    expect(
      options.map((option) => ({
        instituteId: option.instituteId,
        courseId: option.courseId,
        offered: option.offered,
        instituteName: option.instituteName,
      })),
    ).toEqual([
      expect.objectContaining({ instituteId: gone, courseId: goneOption.courseId, offered: false }),
      {
        instituteId: kept,
        courseId: keptOption.courseId,
        offered: true,
        instituteName: keptName,
      },
    ]);
    expect(Object.keys(options[1]?.closingRanks ?? {}).length).toBeGreaterThan(0);
    // The option no longer offered stays in the list as it is moved.
    const reordered = await t.request('/api/choice-lists/inicet-pg', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: buyer.cookie },
      body: JSON.stringify({ options: [keptOption, goneOption] }),
    });
    expect(reordered.status).toBe(200);

    // Lists imported by hand stay with their rows; unchanged bundle lists keep their rows' ids.
    expect(
      await selectRows(
        db,
        sql`SELECT count(*)::int AS rows FROM allotment WHERE import_run_id = ${handRun.id}`,
      ),
    ).toEqual(handRows);
    expect(
      await selectRows(
        db,
        sql`SELECT id FROM allotment WHERE counselling_id = 'karnataka-neet-mds' ORDER BY id`,
      ),
    ).toEqual(mdsAllotments);
    // The bundle's lists are the newer bundle's: Karnataka PG added, the UG fees gone.
    const [counts] = await selectRows(
      db,
      sql`SELECT
          (SELECT count(*)::int FROM allotment WHERE counselling_id = 'karnataka-neet-pg') AS pg,
          (SELECT count(*)::int FROM allotment WHERE counselling_id = 'inicet-pg'
            AND institute_id = ${gone}) AS gone,
          (SELECT count(*)::int FROM fee WHERE counselling_id = 'mcc-neet-ug') AS "ugFees",
          (SELECT count(*)::int FROM import_run WHERE kind = 'bundle') AS bundles`,
    );
    expect(counts).toEqual({ pg: expect.any(Number), gone: 0, ugFees: 0, bundles: 2 });
    expect(Number(counts?.pg)).toBeGreaterThan(1000);
    const status = await selectRows(
      db,
      sql`SELECT sha256 FROM import_run WHERE kind = 'bundle' ORDER BY id DESC LIMIT 1`,
    );
    expect(status).toEqual([{ sha256: await bundleIdentity(newerDir) }]);
  });

  it('a second start with the same bundle changes nothing', async () => {
    const db = t.database.handle.db;
    const before = await everyRow(db);
    const again = await updateFromBundle(db, newerDir);
    expect(again.plan.upToDate).toBe(true);
    expect(await planBundleUpdate(db, newerDir)).toEqual(again.plan);
    expect(await everyRow(db)).toEqual(before);
  });
});

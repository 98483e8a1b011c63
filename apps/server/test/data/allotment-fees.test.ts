import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/data/import-runner';
import { rowsOf } from '../../src/data/sql-batch';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { allotmentFeeCopies, financialRowCopies } from '../helpers/fee-copy';
import { sharedData } from '../helpers/shared-data';

// The Seat Allocation fee sort reads each allotment's copy of its seat's fee (docs/decisions/0017-allotment-fee-copy.md):
// fee files imported after the allotments, and imported again with other figures, must reach it.
let database: TestDatabase;
let scratch: string;
const bondsFile = sharedData('other', 'pg-institute-bonds.json');

beforeAll(async () => {
  database = await createTestDatabase({ statementTimeoutMs: 600_000 });
  scratch = await mkdtemp(path.join(tmpdir(), 'seatscope-fees-'));
  const db = database.handle.db;
  await runImport(db, 'mcc-profiles', [
    sharedData('mcc-neet-pg-institute-profiles', 'institutes.txt'),
  ]);
  await runImport(db, 'mcc-allotments', [
    sharedData('mcc-neet-pg-allotments', '2023-round-3.json'),
  ]);
}, 600_000);
afterAll(async () => {
  await database?.dispose();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const feeTotal = async () => {
  const [row] = rowsOf<{ total: number }>(
    await database.handle.db.execute(
      sql`select coalesce(sum(fee_year_1), 0)::float8 as "total" from allotment`,
    ),
  );
  return row?.total ?? 0;
};

describe("allotments' fee copy", () => {
  it('takes the fees of a fee file imported after the allotments', async () => {
    expect(await allotmentFeeCopies(database.handle.db)).toEqual({ stale: 0, withFee: 0 });
    await runImport(database.handle.db, 'pg-bonds', [bondsFile]);
    const copies = await allotmentFeeCopies(database.handle.db);
    expect(copies.stale).toBe(0);
    expect(copies.withFee).toBeGreaterThan(1000);
    const financials = await financialRowCopies(database.handle.db);
    expect(financials.stale).toBe(0);
    expect(financials.rows).toBeGreaterThan(1000);
  });

  it('follows the fee file imported again with other fees and without some institutes', async () => {
    const before = await feeTotal();
    const entries = JSON.parse(await readFile(bondsFile, 'utf8')) as Record<string, unknown>[];
    // Every fee doubled, and the first hundred institutes left out.
    const edited = entries.slice(100).map((entry) => ({
      ...entry,
      fee: String(2 * Number(String(entry.fee).replace(/,/g, '')) || entry.fee),
    }));
    const editedFile = path.join(scratch, 'pg-institute-bonds.json');
    await writeFile(editedFile, JSON.stringify(edited));
    await runImport(database.handle.db, 'pg-bonds', [editedFile]);
    const copies = await allotmentFeeCopies(database.handle.db);
    expect(copies.stale).toBe(0);
    expect(copies.withFee).toBeGreaterThan(0);
    expect(await feeTotal()).not.toBe(before);
    const financials = await financialRowCopies(database.handle.db);
    expect(financials.stale).toBe(0);
    expect(financials.rows).toBeGreaterThan(0);
  });
});

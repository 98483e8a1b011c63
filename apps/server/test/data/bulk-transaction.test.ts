import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkTransaction, rowsOf, type ColumnSpec } from '../../src/data/sql-batch';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

// The bulk writer is COPY on PostgreSQL and batched INSERTs on PGlite; both must store exactly
// what they were given, inside the transaction that handed them out.
let database: TestDatabase;

const COLUMNS = [
  { name: 'id', type: 'int' },
  { name: 'label', type: 'text' },
  { name: 'flag', type: 'boolean' },
] as const satisfies readonly ColumnSpec[];

type Row = {
  id: number;
  label: string | null;
  flag: boolean | null;
};

beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.db.execute(
    sql`CREATE TABLE bulk_probe (id int PRIMARY KEY, label text, flag boolean)`,
  );
});
afterAll(async () => {
  await database?.dispose();
});

async function probeRows(): Promise<Row[]> {
  return rowsOf<Row>(
    await database.handle.db.execute(sql`SELECT id, label, flag FROM bulk_probe ORDER BY id`),
  );
}

describe('bulk writes', () => {
  it('store text with tabs, line breaks, backslashes and a literal \\N exactly', async () => {
    const rows: Row[] = [
      { id: 1, label: 'MEDICAL COLLEGE\tKOLKATA', flag: true },
      { id: 2, label: 'line one\nline two\r\nline three', flag: false },
      { id: 3, label: 'C:\\path\\N and \\\\ two', flag: null },
      { id: 4, label: '\\N', flag: true },
      { id: 5, label: '', flag: false },
      { id: 6, label: null, flag: null },
      { id: 7, label: 'Maulana Azad — ₹6,000* “quoted”', flag: true },
    ];
    await bulkTransaction(database.handle.db, (_tx, bulk) =>
      bulk.insert('bulk_probe', COLUMNS, rows),
    );
    expect(await probeRows()).toEqual(rows);
    await database.handle.db.execute(sql`TRUNCATE bulk_probe`);
  });

  it('write many rows in one call', async () => {
    const rows = Array.from({ length: 25_000 }, (_, index) => ({
      id: index + 1,
      label: `row ${index + 1}`,
      flag: index % 2 === 0,
    }));
    await bulkTransaction(database.handle.db, (_tx, bulk) =>
      bulk.insert('bulk_probe', COLUMNS, rows),
    );
    const [summary] = rowsOf<{ rows: number; last: string }>(
      await database.handle.db.execute(
        sql`SELECT count(*)::int AS rows, max(label) FILTER (WHERE id = 25000) AS last FROM bulk_probe`,
      ),
    );
    expect(summary).toEqual({ rows: 25_000, last: 'row 25000' });
    await database.handle.db.execute(sql`TRUNCATE bulk_probe`);
  });

  it('roll back with the transaction when later work fails', async () => {
    const failure = bulkTransaction(database.handle.db, async (tx, bulk) => {
      await bulk.insert('bulk_probe', COLUMNS, [{ id: 1, label: 'kept?', flag: true }]);
      await tx.execute(sql`SELECT 1 / 0`);
    });
    await expect(failure).rejects.toThrow();
    expect(await probeRows()).toEqual([]);
  });

  it('fail as a whole on a bad row, and leave the database usable', async () => {
    const failure = bulkTransaction(database.handle.db, (_tx, bulk) =>
      bulk.insert('bulk_probe', COLUMNS, [
        { id: 1, label: 'good', flag: true },
        { id: 1, label: 'same key again', flag: false },
      ]),
    );
    await expect(failure).rejects.toThrow();
    expect(await probeRows()).toEqual([]);
    await bulkTransaction(database.handle.db, (_tx, bulk) =>
      bulk.insert('bulk_probe', COLUMNS, [{ id: 2, label: 'after', flag: false }]),
    );
    expect(await probeRows()).toEqual([{ id: 2, label: 'after', flag: false }]);
  });
});

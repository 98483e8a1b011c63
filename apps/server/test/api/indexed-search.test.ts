import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableQuerySchema, type TableQuery } from '@seatscope/shared';
import { flatRowBatches, queryFlatPage } from '../../src/domain/data-screens/flat-table';
import type { Database } from '../../src/db/client';
import { FLAT_SCREENS, type FlatTable } from '../../src/domain/data-screens/registry';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { FIXTURE_COUNSELLING, insertDataFixture } from '../helpers/data-fixture';

/** Every row of the filtered result in export order. */
async function allRows(db: Database, def: FlatTable, query: TableQuery) {
  const rows: Record<string, unknown>[] = [];
  for await (const batch of flatRowBatches(db, def, query, false, 1_000)) rows.push(...batch);
  return rows;
}

/**
 * The allotments' text search and institute filter go through indexes
 * (docs/decisions/0037-indexed-table-search.md); they must find exactly the rows that the
 * screen's search expressions themselves match, for any term.
 */
describe('indexed table search', () => {
  let database: TestDatabase;
  const indexed = FLAT_SCREENS.allotments;
  const plain: FlatTable = { ...indexed, indexedSearch: undefined };
  let texts: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertDataFixture(database.handle.db);
    const rows = await allRows(database.handle.db, plain, query({}));
    // Every text a row shows that the search looks in.
    texts = [
      ...new Set(
        rows.flatMap((row) =>
          ['instituteName', 'courseName', 'state', 'quotaName', 'category', 'roundLabel', 'aiRank']
            .map((key) => row[key])
            .filter((value) => value !== null && value !== undefined)
            .map(String),
        ),
      ),
    ];
  });
  afterAll(() => database.dispose());

  const query = (overrides: Partial<TableQuery>): TableQuery => ({
    ...tableQuerySchema('allotments').parse({ counselling: FIXTURE_COUNSELLING, pageSize: '100' }),
    ...overrides,
  });

  /** A piece of a text the rows show, in any case, or something else entirely. */
  const term = () =>
    fc.oneof(
      fc
        .tuple(fc.constantFrom(...texts), fc.nat(), fc.nat(), fc.boolean())
        .map(([text, a, b, upper]) => {
          const from = a % text.length;
          const piece = text.slice(from, from + 1 + (b % (text.length - from)));
          return upper ? piece.toUpperCase() : piece.toLowerCase();
        }),
      fc.constantFrom(
        '%',
        '_',
        '100%',
        'a_b',
        'Round',
        'stray',
        '1',
        '\u001f',
        'Delhi\u001fMD',
        ' ',
      ),
      fc.string({ maxLength: 6 }),
    );

  const ids = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.id)).sort();

  it('finds exactly the rows the plain search finds', async () => {
    const db = database.handle.db;
    await fc.assert(
      fc.asyncProperty(term(), fc.option(term(), { nil: undefined }), async (q, institute) => {
        const asked = query({ q, institute });
        const [fast, slow] = await Promise.all([
          allRows(db, indexed, asked),
          allRows(db, plain, asked),
        ]);
        expect(ids(fast)).toEqual(ids(slow));
        const [fastPage, slowPage] = await Promise.all([
          queryFlatPage(db, indexed, asked, false),
          queryFlatPage(db, plain, asked, false),
        ]);
        expect(fastPage.total).toBe(slowPage.total);
      }),
      { numRuns: 100 },
    );
  }, 300_000);

  it('finds rows by a piece of any of their texts', async () => {
    const db = database.handle.db;
    for (const q of ['alpha', 'GENERAL', 'kerala', 'open seat', 'stray', '100%', 'zeta_']) {
      const found = await allRows(db, indexed, query({ q }));
      expect(found.length, q).toBeGreaterThan(0);
    }
  });
});

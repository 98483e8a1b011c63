import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PACKAGE_LEVELS, type Catalogue, type CatalogueEntry } from '@seatscope/shared';
import { rowsOf } from '../../src/data/sql-batch';
import { allotment, counselling, institute } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { createDataTestApp } from '../helpers/data-fixture';

// What each package contains, counted from the data served (docs/product.md#prices).
describe('package contents in GET /api/packages', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await createDataTestApp());
  });
  afterAll(() => t.dispose());

  const catalogue = async () =>
    ((await (await t.request('/api/packages')).json()) as Catalogue).packages;

  /** The same counts, asked of the tables directly. */
  const counted = async (levels: readonly string[]): Promise<CatalogueEntry['contents']> => {
    const list = sql.join(
      levels.map((level) => sql`${level}`),
      sql`, `,
    );
    const [row] = rowsOf<{
      counsellings: number;
      years: number[] | null;
      allotments: number;
      colleges: number;
    }>(
      await t.database.handle.db.execute(sql`
        select count(distinct a.counselling_id)::int as "counsellings",
          array_agg(distinct a.year order by a.year) as "years",
          count(*)::int as "allotments",
          count(distinct a.institute_id)::int as "colleges"
        from allotment a join counselling c on c.id = a.counselling_id
        where c.level in (${list})`),
    );
    return {
      counsellings: row?.counsellings ?? 0,
      years: row?.years ?? [],
      allotments: row?.allotments ?? 0,
      colleges: row?.colleges ?? 0,
    };
  };

  it('counts the counsellings, years, allotments and colleges each package opens', async () => {
    const packages = await catalogue();
    expect(packages.map((entry) => entry.id)).toEqual(['ug', 'pg']);
    for (const entry of packages) {
      expect(entry.contents, entry.id).toEqual(await counted(PACKAGE_LEVELS[entry.id]));
    }
    const pg = packages.find((entry) => entry.id === 'pg');
    expect(pg?.contents).toMatchObject({ counsellings: 2, years: [2023, 2024] });
    expect(pg?.contents.allotments).toBeGreaterThan(0);
    expect(packages.find((entry) => entry.id === 'ug')?.contents).toEqual({
      counsellings: 0,
      years: [],
      allotments: 0,
      colleges: 0,
    });
  });

  it('follows an import at once (cached per data version)', async () => {
    const db = t.database.handle.db;
    await catalogue();
    await db.insert(counselling).values({
      id: 'test-neet-ug',
      name: 'Test NEET UG',
      level: 'UG',
      type: 'All India',
    });
    const [college] = await db
      .insert(institute)
      .values({ name: 'Omega Medical College', nameKey: 'omegamedicalcollege' })
      .returning({ id: institute.id });
    const [mbbs] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into course (name, name_key, level)
        values ('MBBS', 'mbbs', 'UG') returning id`),
    );
    if (!college || !mbbs) throw new Error('insert failed');
    await db.insert(allotment).values(
      [1, 2, 3].map((rank) => ({
        counsellingId: 'test-neet-ug',
        year: 2025,
        round: 1,
        aiRank: rank,
        quota: 'All India',
        allottedCategory: 'Open',
        instituteId: college.id,
        instituteName: 'Omega Medical College',
        courseId: mbbs.id,
        courseName: 'MBBS',
      })),
    );
    await db.execute(sql`insert into closing_rank (counselling_id, year, round, institute_id,
        course_id, quota, allotted_category, closing_ai_rank, seats, institute_name, course_name)
      values ('test-neet-ug', 2025, 1, ${college.id}, ${mbbs.id}, 'All India', 'Open', 3, 3,
        'Omega Medical College', 'MBBS')`);
    const ug = (await catalogue()).find((entry) => entry.id === 'ug');
    expect(ug?.contents).toEqual({ counsellings: 1, years: [2025], allotments: 3, colleges: 1 });
    expect(ug?.contents).toEqual(await counted(PACKAGE_LEVELS.ug));
  });

  it('shows a changed price at once (the package table moves the data version)', async () => {
    const pgPrice = async () => (await catalogue()).find((entry) => entry.id === 'pg')?.pricePaise;
    const before = await pgPrice();
    await t.database.handle.db.execute(
      sql`update package set price_paise = price_paise + 10000 where id = 'pg'`,
    );
    expect(await pgPrice()).toBe((before ?? 0) + 10000);
  });
});

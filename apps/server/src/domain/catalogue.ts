import { eq, sql } from 'drizzle-orm';
import {
  formatRupees,
  gstOn,
  PACKAGE_LEVELS,
  type CatalogueEntry,
  type PackageId,
} from '@seatscope/shared';
import type { Database } from '../db/client';
import { z } from 'zod';
import { rowFields, selectTypedRows } from '../db/rows';
import { PACKAGE_IDS, pkg } from '../db/schema';
import { ReadCache } from './data-screens/read-cache';

/** What each package opens, said to buyers in the words of PACKAGE_LEVELS. */
const INCLUDES: Record<PackageId, string> = {
  ug: 'Includes UG (MBBS/BDS) counselling data only; PG data is not included.',
  pg: 'Includes PG and super-speciality counselling data only; UG data is not included.',
};

type PackageRow = typeof pkg.$inferSelect;

/** Price plus GST: what a buyer pays, in paise. */
export function totalPaise(row: Pick<PackageRow, 'pricePaise' | 'gstPercent'>): number {
  return row.pricePaise + gstOn(row.pricePaise, row.gstPercent);
}

type PackageContents = CatalogueEntry['contents'];

const catalogueCache = new ReadCache<CatalogueEntry[]>(1);

/**
 * What each package's levels hold in the data served now (docs/product.md#honest-counts).
 */
async function packageContents(db: Database): Promise<Record<PackageId, PackageContents>> {
  const entries = await Promise.all(
    PACKAGE_IDS.map(async (id) => [id, await countContents(db, PACKAGE_LEVELS[id])] as const),
  );
  return Object.fromEntries(entries) as Record<PackageId, PackageContents>;
}

/** Counsellings, years and colleges from the closing ranks; allotments counted as stored. */
const contentsRow = z.object({
  counsellings: rowFields.number,
  years: rowFields.numbers.catch([]),
  allotments: rowFields.number,
  colleges: rowFields.number,
});

async function countContents(db: Database, levels: readonly string[]): Promise<PackageContents> {
  const levelList = sql.join(
    levels.map((level) => sql`${level}`),
    sql`, `,
  );
  const [row] = await selectTypedRows(
    db,
    contentsRow,
    sql`select
        (select count(distinct k.counselling_id)::int from closing_rank k
          join counselling c on c.id = k.counselling_id where c.level in (${levelList}))
          as "counsellings",
        (select coalesce(array_agg(distinct k.year order by k.year), '{}') from closing_rank k
          join counselling c on c.id = k.counselling_id where c.level in (${levelList}))
          as "years",
        (select count(*)::int from allotment a
          join counselling c on c.id = a.counselling_id where c.level in (${levelList}))
          as "allotments",
        (select count(distinct k.institute_id)::int from closing_rank k
          join counselling c on c.id = k.counselling_id where c.level in (${levelList}))
          as "colleges"`,
  );
  return row ?? { counsellings: 0, years: [], allotments: 0, colleges: 0 };
}

function toEntry(row: PackageRow, contents: PackageContents): CatalogueEntry {
  const gstPaise = gstOn(row.pricePaise, row.gstPercent);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pricePaise: row.pricePaise,
    originalPricePaise: row.originalPricePaise,
    gstPercent: row.gstPercent,
    gstPaise,
    totalPaise: row.pricePaise + gstPaise,
    offerLabel: row.offerLabel,
    levels: [...PACKAGE_LEVELS[row.id]],
    includes: INCLUDES[row.id],
    contents,
    validUntil: row.validUntil.toISOString(),
    display: {
      price: formatRupees(row.pricePaise),
      originalPrice: formatRupees(row.originalPricePaise),
      gst: formatRupees(gstPaise),
      total: formatRupees(row.pricePaise + gstPaise),
    },
  };
}

/**
 * The price catalogue, UG before PG: the one place prices are shown from. Read once per data
 * version, as every visitor of the landing page asks: a write to the package table moves the
 * version too (migration 0022). A purchase reads its package's price afresh (findPackage).
 */
export function listCatalogue(db: Database): Promise<CatalogueEntry[]> {
  return catalogueCache.get(db, 'catalogue', async () => {
    const [rows, contents] = await Promise.all([db.select().from(pkg), packageContents(db)]);
    return rows
      .sort((a, b) => PACKAGE_IDS.indexOf(a.id) - PACKAGE_IDS.indexOf(b.id))
      .map((row) => toEntry(row, contents[row.id]));
  });
}

export async function findPackage(db: Database, id: PackageId): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(pkg).where(eq(pkg.id, id));
  return row;
}

import { eq } from 'drizzle-orm';
import { formatRupees, gstOn, type CatalogueEntry, type PackageId } from '@seatscope/shared';
import type { Database } from '../db/client';
import { PACKAGE_IDS, pkg } from '../db/schema';
import { PACKAGE_LEVELS } from './entitlement';

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

function toEntry(row: PackageRow): CatalogueEntry {
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
    validUntil: row.validUntil.toISOString(),
    display: {
      price: formatRupees(row.pricePaise),
      originalPrice: formatRupees(row.originalPricePaise),
      gst: formatRupees(gstPaise),
      total: formatRupees(row.pricePaise + gstPaise),
    },
  };
}

/** The price catalogue, UG before PG: the one place prices are read from. */
export async function listCatalogue(db: Database): Promise<CatalogueEntry[]> {
  const rows = await db.select().from(pkg);
  return rows.sort((a, b) => PACKAGE_IDS.indexOf(a.id) - PACKAGE_IDS.indexOf(b.id)).map(toEntry);
}

export async function findPackage(db: Database, id: PackageId): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(pkg).where(eq(pkg.id, id));
  return row;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { FINANCIAL_ROW_COLUMNS } from '../../src/data/derive';
import { FEE_ROWS_BY_SEAT_AND_YEAR, feeLateral, seatKeysOf } from '../../src/db/seat-fee';
import { rowsOf } from '../../src/data/sql-batch';

/**
 * How many allotments hold a fee copy that differs from their seat's fee as the data screens
 * show it, and how many have a fee at all (so a check cannot pass on an empty copy).
 */
export async function allotmentFeeCopies(
  db: Database,
): Promise<{ stale: number; withFee: number }> {
  const [row] = rowsOf<{ stale: number; withFee: number }>(
    await db.execute(sql`
      select count(*) filter (where a.fee_year_1 is distinct from seat_fee.fee_year_1)::int
          as "stale",
        count(a.fee_year_1)::int as "withFee"
      from allotment a
      ${feeLateral(seatKeysOf('a', 'allotted_category'))}`),
  );
  return { stale: row?.stale ?? -1, withFee: row?.withFee ?? 0 };
}

/**
 * How many of Financials & Bonds' precomputed rows (`financial_row`) differ from what grouping
 * the fee rows gives now (FEE_ROWS_BY_SEAT_AND_YEAR, the query the screen read before,
 * docs/decisions/0095-every-shape-from-an-index.md), counting rows missing on either side, and
 * how many there are (so a check cannot pass on an empty table).
 */
export async function financialRowCopies(db: Database): Promise<{ stale: number; rows: number }> {
  const columns = FINANCIAL_ROW_COLUMNS;
  const [row] = rowsOf<{ stale: number; rows: number }>(
    await db.execute(sql`
      select
        (select count(*) from (select ${columns} from financial_row
          except all select ${columns} from ${FEE_ROWS_BY_SEAT_AND_YEAR} f) extra)::int
        + (select count(*) from (select ${columns} from ${FEE_ROWS_BY_SEAT_AND_YEAR} f
          except all select ${columns} from financial_row) missing)::int as "stale",
        (select count(*) from financial_row)::int as "rows"`),
  );
  return { stale: row?.stale ?? -1, rows: row?.rows ?? 0 };
}

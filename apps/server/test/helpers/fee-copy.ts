import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { feeLateral, seatKeysOf } from '../../src/db/seat-fee';
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

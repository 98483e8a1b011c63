import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { withIndexesDeferred } from '../../src/data/sql-batch';

/**
 * A counselling of `rows` generated allotments, written by the database itself (generate_series:
 * one statement, no rows through JavaScript), for export tests and benches. Ten institutes and
 * four courses; years 2022-2024 and rounds 1-4 repeat, and every seventh AI rank is missing and
 * the others repeat, so an order by year, round and rank has long runs of ties and nulls that
 * only the row id breaks. Row n gets counselling rank n and the id `first id + n - 1`, so a test
 * knows the whole order. One transaction without the statement timeout, as an import runs.
 */
export async function insertSyntheticAllotments(
  handle: DatabaseHandle,
  counsellingId: string,
  rows: number,
): Promise<void> {
  // On PostgreSQL a connection of its own, without the pool's client-side query timeout.
  const loader =
    handle.kind === 'postgres'
      ? await openDatabase({ url: handle.url, statementTimeoutMs: 0 })
      : null;
  try {
    await (loader ?? handle).db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      await insertRows(tx, counsellingId, rows);
    });
  } finally {
    await loader?.close();
  }
}

async function insertRows(db: Database, counsellingId: string, rows: number) {
  await db.execute(sql`insert into counselling (id, name, level, type)
    values (${counsellingId}, ${`Synthetic ${counsellingId}`}, 'PG', 'All India')`);
  await db.execute(sql`insert into institute (name, name_key, state)
    select 'Synthetic Institute ' || n || ', ' || ${counsellingId},
      'syntheticinstitute' || n || ${counsellingId}, 'State ' || (n % 3)
    from generate_series(1, 10) n`);
  await db.execute(sql`insert into course (name, name_key, level)
    select 'Synthetic Course ' || n || ' ' || ${counsellingId},
      'syntheticcourse' || n || ${counsellingId}, 'PG'
    from generate_series(1, 4) n`);
  // The institutes and courses as arrays, read once, indexed by the row number. Into an empty
  // table the indexes are built once after the rows, as an import does (a third of the time).
  await withIndexesDeferred(db, 'allotment', () =>
    db.execute(sql`insert into allotment (id, counselling_id, year, round, ai_rank,
      counselling_rank, quota, allotted_category, institute_id, course_id, institute_name,
      state, course_name)
    with i as (select array_agg(id order by id) as ids, array_agg(name order by id) as names,
        array_agg(state order by id) as states
      from institute where name_key like 'syntheticinstitute%' || ${counsellingId}),
      c as (select array_agg(id order by id) as ids, array_agg(name order by id) as names
      from course where name_key like 'syntheticcourse%' || ${counsellingId})
    select (select coalesce(max(id), 0) from allotment) + n, ${counsellingId}, 2022 + n % 3, 1 + (n / 3) % 4,
      case when n % 7 = 0 then null else (n::bigint * 7919) % ${Math.max(1, Math.floor(rows / 4))} end,
      n, 'All India', 'Open', i.ids[1 + n % 10], c.ids[1 + n % 4], i.names[1 + n % 10],
      i.states[1 + n % 10], c.names[1 + n % 4]
    from generate_series(1, ${rows}::int) n, i, c`),
  );
  await db.execute(
    sql`select setval(pg_get_serial_sequence('allotment', 'id'), (select max(id) from allotment))`,
  );
  await db.execute(sql`analyze allotment`);
}

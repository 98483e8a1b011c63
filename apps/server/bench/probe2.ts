import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { insertJsonRows, ALLOTMENT_COLUMNS } from '../src/data/sql-batch';
const h = await openDatabase({ url: process.env.PROBE_URL, statementTimeoutMs: 600000 });
await h.migrate();
const drop = process.argv[2] ?? '';
for (const name of drop.split(',').filter(Boolean))
  await h.db.execute(
    sql.raw(
      name.endsWith('_fk') ? `ALTER TABLE allotment DROP CONSTRAINT ${name}` : `DROP INDEX ${name}`,
    ),
  );
await h.db.execute(
  sql`insert into counselling (id,name,level,type) values ('x','x','PG','All India')`,
);
await h.db.execute(sql`insert into institute (id,name,name_key) values (1,'a','a')`);
await h.db.execute(sql`insert into course (id,name,name_key,level) values (1,'a','a','PG')`);
const rows = Array.from({ length: 80000 }, (_, i) => ({
  counselling_id: 'x',
  year: 2023,
  round: 1 + (i % 4),
  ai_rank: (i * 7919) % 200000,
  counselling_rank: null,
  quota: 'All India',
  allotted_category: 'Open',
  candidate_category: null,
  institute_id: 1,
  course_id: 1,
  course_text: 'MD X',
  institute_text: 'Some Institute name, City, State, 123456',
  remarks: 'Allotted',
  institute_name: `Government Medical College, City ${i % 600}`,
  state: 'Karnataka',
  course_name: `MD Course ${i % 40}`,
  import_run_id: null,
  source_row: i,
}));
const t = performance.now();
const c = process.cpuUsage();
await insertJsonRows(h.db, 'allotment', ALLOTMENT_COLUMNS, rows);
console.log(
  drop || 'all indexes',
  Math.round(performance.now() - t),
  'ms wall',
  Math.round(process.cpuUsage(c).user / 1000),
  'ms cpu',
);
await h.close();

import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { runImport } from '../src/data/import-runner';
import { rowsOf } from '../src/data/derive';
const D = '/work/shared/data';
const h = await openDatabase({ url: process.env.PROBE_URL, statementTimeoutMs: 600000 });
await h.migrate();
const steps: [Parameters<typeof runImport>[1], string[], object?][] = [
  ['mcc-profiles', [`${D}/mcc-neet-pg-institute-profiles`]],
  ['mcc-allotments', [`${D}/mcc-neet-pg-allotments`]],
  ['telangana-allotments', [`${D}/telangana-neet-pg-allotments`]],
  ['inicet-allotments', [`${D}/other/inicet-pg-allotments.csv`], { year: 2024 }],
  ['neet-ss-allotments', [`${D}/other/neet-ss-allotments.csv`], { year: 2024 }],
  ['ug-fees', [`${D}/other/ug-medical-dental-fees.csv`]],
  ['pg-bonds', [`${D}/other/pg-institute-bonds.json`]],
  ['pg-course-types', [`${D}/other/pg-course-types.json`]],
];
const only = process.argv[2];
for (const [kind, paths, options] of steps) {
  if (only && !only.split(',').includes(kind)) continue;
  const t = performance.now();
  const s = await runImport(h.db, kind, paths, options ?? {});
  console.log(
    kind,
    Math.round(performance.now() - t),
    'ms',
    s.rowsRead,
    s.rowsImported,
    s.rowsRejected,
  );
  for (const f of s.files.filter((f) => f.rowsRejected > 0 || s.files.length < 20))
    console.log(
      '  ',
      f.fileName,
      f.rowsRead,
      f.rowsImported,
      f.rowsRejected,
      JSON.stringify(f.rejections.slice(0, 3)),
    );
}
const q = async (text: string) =>
  console.log(text, JSON.stringify(rowsOf(await h.db.execute(sql.raw(text)))));
await q(`select count(*) institutes, count(mcc_code) coded from institute`);
await q(
  `select a.counselling_id, count(distinct a.institute_id) inst, count(distinct a.institute_id) filter (where i.mcc_code is null) unmatched from allotment a join institute i on i.id=a.institute_id group by 1`,
);
await q(
  `select institute_name, state, course_name, quota, allotted_category from allotment where counselling_id='mcc-neet-pg' and year=2023 and round=3 and ai_rank=69`,
);
await q(`select count(*) from course`);
await h.close();

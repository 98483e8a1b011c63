import { sql, type SQL } from 'drizzle-orm';
import { DEMO_ROW_LIMIT } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { rowFields, typedRows } from '../../db/rows';
import { cachedSelectRows } from './read-cache';

/** A row the demo sample may take: its key and what makes it look different from the others. */
export interface SampleCandidate<Key> {
  key: Key;
  institute: string;
  course: string | null;
  quota: string | null;
  category: string | null;
}

const TRAITS = ['course', 'quota', 'category'] as const;

/**
 * The demo sample (docs/decisions/0021-numbers-people-pay-for.md): DEMO_ROW_LIMIT rows from
 * different institutes, each chosen, among the candidates in the screen's default order, to add
 * a course, quota or category the sample does not show yet. Only when the counselling has fewer
 * institutes does an institute come twice. The same candidates always give the same sample.
 */
export function chooseDemoSample<Key>(candidates: readonly SampleCandidate<Key>[]): Key[] {
  const chosen: SampleCandidate<Key>[] = [];
  const seen = {
    institute: new Set<string>(),
    course: new Set(),
    quota: new Set(),
    category: new Set(),
  };
  const novelty = (candidate: SampleCandidate<Key>) =>
    TRAITS.filter((trait) => candidate[trait] !== null && !seen[trait].has(candidate[trait]))
      .length;
  const take = (candidate: SampleCandidate<Key>) => {
    chosen.push(candidate);
    seen.institute.add(candidate.institute);
    for (const trait of TRAITS) seen[trait].add(candidate[trait]);
  };
  for (const sameInstituteAllowed of [false, true]) {
    while (chosen.length < DEMO_ROW_LIMIT) {
      let best: SampleCandidate<Key> | undefined;
      let bestNovelty = -1;
      for (const candidate of candidates) {
        if (chosen.includes(candidate)) continue;
        if (!sameInstituteAllowed && seen.institute.has(candidate.institute)) continue;
        const score = novelty(candidate);
        // Earlier candidates win ties: the sample leans to the top of the default order.
        if (score > bestNovelty) {
          best = candidate;
          bestNovelty = score;
        }
      }
      if (!best) break;
      take(best);
    }
  }
  return chosen.map((candidate) => candidate.key);
}

/** Where a screen's sample candidates come from, as SQL the server wrote. */
export interface SampleSource {
  from: SQL;
  where: SQL;
  defaultOrder: SQL;
  /** Columns aliased "k0", "k1", ...: the row's key. */
  keys: SQL;
  institute: SQL;
  course: SQL;
  quota: SQL;
  category: SQL;
}

const trait = rowFields.nullableText.optional().transform((value) => value ?? null);

/** A candidate row: its key columns ("k0", "k1", ...) and what makes it look different. */
const candidateRow = z.looseObject({
  institute: rowFields.text,
  course: trait,
  quota: trait,
  category: trait,
});

/** Most candidates read: a few per institute, enough for a varied sample. */
const CANDIDATES = 300;
const PER_INSTITUTE = 4;

/**
 * The sample's keys for one counselling. The candidates are the first row of each institute,
 * quota and category in the default order; reading them scans the counselling's rows once, and
 * the keys are remembered until the data changes, so each demo read after that looks up a
 * handful of keys, whatever the statistics say.
 */
export async function demoSampleKeys(db: Database, source: SampleSource): Promise<unknown[][]> {
  const rows = await cachedSelectRows(
    db,
    sql`select n.* from (
        select d.*, row_number() over (partition by d.institute order by d.position) as nth
        from (
          select distinct on (o.institute, o.quota, o.category) o.* from (
            select ${source.keys}, ${source.institute}::text as institute,
              ${source.course}::text as course, ${source.quota}::text as quota,
              ${source.category}::text as category,
              row_number() over (order by ${source.defaultOrder}) as position
            from ${source.from} where ${source.where}
          ) o order by o.institute, o.quota, o.category, o.position
        ) d
      ) n where n.nth <= ${PER_INSTITUTE} order by n.position limit ${CANDIDATES}`,
  );
  return chooseDemoSample(
    typedRows(candidateRow, rows).map((row) => ({
      key: Object.keys(row)
        .filter((column) => /^k\d$/.test(column))
        .sort()
        .map((column) => row[column]),
      institute: row.institute,
      course: row.course,
      quota: row.quota,
      category: row.category,
    })),
  );
}

/** `(key columns) in (sample keys)`: the condition every demo read of the screen carries. */
export function inSample(keyColumns: SQL[], casts: readonly string[], keys: unknown[][]): SQL {
  if (keys.length === 0) return sql`false`;
  const tuple = (values: unknown[]) =>
    sql`(${sql.join(
      values.map((value, index) => sql`${value}::${sql.raw(casts[index] ?? 'text')}`),
      sql`, `,
    )})`;
  return sql`(${sql.join(keyColumns, sql`, `)}) in (${sql.join(keys.map(tuple), sql`, `)})`;
}

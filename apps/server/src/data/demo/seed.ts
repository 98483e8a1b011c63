import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { counselling, course, fee, institute, university } from '../../db/schema';
import { lettersKey } from '../cleaning/text';
import { deriveCounselling, refreshFinancialRows } from '../derive';
import {
  ALLOTMENT_COLUMNS,
  bulkTransaction,
  inBatches,
  rowsOf,
  vacuumDataTables,
  withIndexesDeferred,
  type BulkWriter,
} from '../sql-batch';
import {
  CATEGORY_RANK_FACTOR,
  DEMO_CATEGORIES,
  DEMO_COUNSELLINGS,
  DEMO_COURSES,
  DEMO_ROUNDS,
  DEMO_STATES,
  DEMO_YEARS,
  FOUNDERS,
  INSTITUTE_PATTERNS,
  type DemoCounselling,
  type Management,
} from './catalogue';
import { counsellingRow } from '../parsed-records';
import { SeededRandom } from './random';
import { roundOfList } from '../rounds';
import { markLoadedYearsComplete } from '../completed-years';

const DEMO_SEED = 20_260_101;
const MIN_INSTITUTES = 640;
const ROWS_PER_BATCH = 20_000;

export interface DemoResult {
  allotments: number;
  institutes: number;
  counsellings: number;
  /**
   * Milliseconds spent generating and writing allotment rows (with index maintenance when the
   * table already held rows), rebuilding the indexes after a load into an empty table, and
   * writing fees plus deriving closing ranks / seat matrix.
   */
  insertMs: number;
  indexMs: number;
  deriveMs: number;
}

interface DemoInstitute {
  id: number;
  name: string;
  state: string;
  management: Management;
  /** 0..1: how sought after the institute is. */
  quality: number;
}

interface Bucket {
  institute: DemoInstitute;
  courseId: number;
  courseName: string;
  quota: string;
  category: string;
  seats: number;
  /** Closing rank of round 1 in the first year. */
  baseClosing: number;
}

/** True when the database holds no counselling data at all (first start). */
export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`SELECT NOT EXISTS (SELECT 1 FROM counselling) AND NOT EXISTS (SELECT 1 FROM institute) AS empty`,
  );
  return rowsOf<{ empty: boolean }>(result)[0]?.empty === true;
}

/** Deletes the demo counsellings and everything generated with them; real imports stay. */
export async function removeDemoData(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    const removed = await deleteDemoRows(tx);
    await refreshFinancialRows(tx);
    return removed;
  });
}

/**
 * Deletes the generated rows inside the caller's transaction: a real import does it before it
 * writes, so the screens never show generated and real rows together.
 */
export async function deleteDemoRows(tx: Database): Promise<number> {
  const removed = await tx
    .delete(counselling)
    .where(eq(counselling.isDemo, true))
    .returning({ id: counselling.id });
  await tx.execute(
    sql`DELETE FROM fee WHERE institute_id IN (SELECT id FROM institute WHERE is_demo)`,
  );
  await tx.delete(institute).where(eq(institute.isDemo, true));
  await tx.delete(course).where(eq(course.isDemo, true));
  await tx.delete(university).where(eq(university.isDemo, true));
  return removed.length;
}

/** Generated data is never loaded beside real data (docs/decisions/0033-real-data-bundle.md). */
export class RealDataPresentError extends Error {
  constructor() {
    super(
      'The database holds real counselling data; demo data is generated only into a database without it (use a separate DATA_DIR or DATABASE_URL for load tests).',
    );
  }
}

async function holdsRealData(db: Database): Promise<boolean> {
  const result = await db.execute<{ real: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM counselling WHERE NOT is_demo) AS real`,
  );
  return rowsOf<{ real: boolean }>(result)[0]?.real === true;
}

/**
 * Replaces the demo data set with a freshly generated one of `allotments` rows: deterministic
 * (seeded), our own invention, marked is_demo, beside any real imports.
 */
export async function seedDemoData(
  db: Database,
  options: { allotments: number },
): Promise<DemoResult> {
  // One transaction: the old demo set keeps serving until the new one is committed, and a
  // load killed halfway leaves the old one in place.
  const result = await bulkTransaction(db, async (tx, bulk) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    if (await holdsRealData(tx)) throw new RealDataPresentError();
    await deleteDemoRows(tx);
    const random = new SeededRandom(DEMO_SEED);
    const institutes = await createInstitutes(
      tx,
      random,
      Math.max(MIN_INSTITUTES, Math.ceil(options.allotments / 1600)),
    );
    const courseIds = await createCourses(tx);
    await tx
      .insert(counselling)
      .values(DEMO_COUNSELLINGS.map((info) => counsellingRow(info, true)));
    const totalWeight = DEMO_COUNSELLINGS.reduce((sum, info) => sum + info.weight, 0);
    let assigned = 0;
    // Fees are planned with the seats so each allotment is written with its seat's fee (what
    // refreshAllotmentFees would set), from their own sequence so the allotments stay as they were.
    const feeRandom = new SeededRandom(DEMO_SEED + 1);
    const plans = DEMO_COUNSELLINGS.map((info, index) => {
      const isLast = index === DEMO_COUNSELLINGS.length - 1;
      const target = isLast
        ? options.allotments - assigned
        : Math.floor((options.allotments * info.weight) / totalWeight);
      assigned += target;
      const buckets = planBuckets(random, info, institutes, courseIds, target);
      return { info, target, buckets, fees: demoFees(feeRandom, info, buckets) };
    });
    const inserting = performance.now();
    let insertMs = 0;
    // On a first start the allotment table is empty: load it, then build its indexes once.
    await withIndexesDeferred(tx, 'allotment', async () => {
      for (const plan of plans) {
        const feeByInstitute = new Map(plan.fees.map((row) => [row.instituteId, row.feeYear1]));
        await writeAllotments(bulk, random, plan, feeByInstitute);
      }
      insertMs = performance.now() - inserting;
    });
    const indexMs = performance.now() - inserting - insertMs;
    const deriving = performance.now();
    for (const plan of plans) {
      await inBatches(plan.fees, async (batch) => {
        await tx.insert(fee).values(batch);
      });
      await deriveCounselling(tx, plan.info.id, 'round');
    }
    await refreshFinancialRows(tx);
    // Generated years stand for counsellings that ended (docs/decisions/0073-in-season-forecasts.md).
    await markLoadedYearsComplete(tx, 'demo');
    const deriveMs = performance.now() - deriving;
    return {
      allotments: assigned,
      institutes: institutes.length,
      counsellings: DEMO_COUNSELLINGS.length,
      insertMs: Math.round(insertMs),
      indexMs: Math.round(indexMs),
      deriveMs: Math.round(deriveMs),
    };
  });
  await vacuumDataTables(db);
  return result;
}

async function createInstitutes(
  db: Database,
  random: SeededRandom,
  count: number,
): Promise<DemoInstitute[]> {
  const universityNames = new Set<string>();
  const planned: (Omit<DemoInstitute, 'id'> & {
    city: string;
    pin: string;
    university: string;
    founder: string;
  })[] = [];
  const usedNames = new Set<string>();
  const stateChoices = DEMO_STATES.map((state) => ({ value: state, weight: state.weight }));
  const patternChoices = INSTITUTE_PATTERNS.map((pattern) => ({
    value: pattern,
    weight: pattern.weight,
  }));
  while (planned.length < count) {
    const state = random.weighted(stateChoices);
    const city = random.pick(state.cities);
    const pattern = random.weighted(patternChoices);
    const founder = random.pick(FOUNDERS);
    let name = pattern.pattern(city, founder);
    for (let unit = 2; usedNames.has(name); unit += 1)
      name = `${pattern.pattern(city, founder)} (Campus ${unit})`;
    usedNames.add(name);
    const university =
      pattern.management === 'Deemed'
        ? `${founder} University`
        : `${state.name} University of Health Sciences`;
    universityNames.add(university);
    const quality =
      pattern.management === 'Central' || pattern.management === 'AFMS'
        ? 0.75 + random.next() * 0.25
        : pattern.management === 'Government'
          ? 0.35 + random.next() * 0.6
          : 0.05 + random.next() * 0.6;
    planned.push({
      name,
      city,
      founder,
      state: state.name,
      management: pattern.management,
      quality,
      pin: String(state.pinPrefix * 10_000 + random.int(1, 9_999)),
      university,
    });
  }
  const universityRows = await db
    .insert(university)
    .values(
      [...universityNames].map((name) => ({
        name,
        nameKey: `demo:${lettersKey(name)}`,
        type: name.endsWith('Health Sciences') ? 'State Health University' : 'Deemed University',
        state: DEMO_STATES.find((state) => name.startsWith(state.name))?.name ?? null,
        isDemo: true,
      })),
    )
    .returning({ id: university.id, name: university.name });
  const universityIds = new Map(universityRows.map((row) => [row.name, row.id]));
  const rows = await db
    .insert(institute)
    .values(
      planned.map((plan) => ({
        name: plan.name,
        nameKey: `demo:${lettersKey(plan.name)}`,
        address: `${random.int(1, 250)}, Hospital Road, ${plan.city}`,
        district: plan.city,
        state: plan.state,
        pin: plan.pin,
        universityId: universityIds.get(plan.university) ?? null,
        type: plan.management === 'Deemed' ? 'Deemed University' : 'Medical College',
        management: plan.management,
        beds: random.int(30, 200) * 10,
        hostelFeeMen: random.int(10, 90) * 1000,
        hostelFeeWomen: random.int(10, 90) * 1000,
        hostelForMen: true,
        hostelForWomen: random.next() > 0.05,
        website: `https://www.${lettersKey(plan.name).slice(0, 24)}.example.in`,
        isDemo: true,
      })),
    )
    .returning({ id: institute.id });
  return planned.map((plan, index) => ({
    id: rows[index]?.id ?? 0,
    name: plan.name,
    state: plan.state,
    management: plan.management,
    quality: plan.quality,
  }));
}

async function createCourses(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .insert(course)
    .values(
      DEMO_COURSES.map((demoCourse) => ({
        name: demoCourse.name,
        nameKey: `demo:${lettersKey(demoCourse.name)}`,
        shortName: demoCourse.shortName,
        level: demoCourse.level,
        degreeType: demoCourse.degreeType,
        clinicalType: demoCourse.clinicalType,
        durationYears: demoCourse.durationYears,
        degreeTerm: demoCourse.degreeTerm,
        isDemo: true,
      })),
    )
    .returning({ id: course.id, name: course.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Seat buckets (institute, course, quota, category) holding about `target / rounds` seats. */
function planBuckets(
  random: SeededRandom,
  info: DemoCounselling,
  institutes: DemoInstitute[],
  courseIds: Map<string, number>,
  target: number,
): Bucket[] {
  const eligible = institutes.filter(
    (candidate) =>
      info.managements.includes(candidate.management) &&
      (info.state === null || candidate.state === info.state),
  );
  const courses = DEMO_COURSES.filter((candidate) => candidate.level === info.level);
  const seatsPerRound = Math.ceil(target / (DEMO_YEARS.length * DEMO_ROUNDS.length));
  const buckets = new Map<string, Bucket>();
  let seats = 0;
  while (seats < seatsPerRound) {
    const chosenInstitute = random.pick(eligible);
    const chosenCourse = random.pick(courses);
    const quota = random.weighted(info.quotas);
    const category = random.weighted(DEMO_CATEGORIES);
    const key = `${chosenInstitute.id}|${chosenCourse.name}|${quota}|${category}`;
    const add = Math.min(random.int(1, info.level === 'UG' ? 8 : 4), seatsPerRound - seats);
    seats += add;
    const existing = buckets.get(key);
    if (existing) {
      existing.seats += add;
      continue;
    }
    const desirability = chosenInstitute.quality * 0.55 + chosenCourse.popularity * 0.45;
    const categoryFactor =
      (CATEGORY_RANK_FACTOR[category.replace(' PwD', '')] ?? 1) *
      (category.endsWith('PwD') ? 4 : 1);
    const base =
      info.maxRank * Math.pow(1 - desirability, 2) * 0.9 * categoryFactor + random.int(50, 2_000);
    buckets.set(key, {
      institute: chosenInstitute,
      courseId: courseIds.get(chosenCourse.name) ?? 0,
      courseName: chosenCourse.name,
      quota,
      category,
      seats: add,
      baseClosing: Math.min(Math.round(base), Math.round(info.maxRank * 0.7)),
    });
  }
  return [...buckets.values()];
}

const ROUND_GROWTH = [1, 1.18, 1.32, 1.55];

/**
 * Each round lists every seat held after it (or, for a counselling whose lists are of
 * allotments, the allotments made in it); closing ranks rise from round to round.
 */
async function writeAllotments(
  bulk: BulkWriter,
  random: SeededRandom,
  { info, buckets, target }: { info: DemoCounselling; buckets: Bucket[]; target: number },
  feeByInstitute: ReadonlyMap<number, number>,
): Promise<void> {
  let written = 0;
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length > 0) await bulk.insert('allotment', ALLOTMENT_COLUMNS, batch);
    batch = [];
  };
  for (const [yearIndex, year] of DEMO_YEARS.entries()) {
    const yearFactor = 1 + (yearIndex - 1) * 0.06;
    for (const [roundIndex, round] of DEMO_ROUNDS.entries()) {
      for (const bucket of buckets) {
        const closing = Math.max(
          1,
          Math.round(bucket.baseClosing * yearFactor * (ROUND_GROWTH[roundIndex] ?? 1)),
        );
        const opening = Math.max(1, Math.round(closing * (0.3 + random.next() * 0.3)));
        for (let seat = 0; seat < bucket.seats && written < target; seat += 1) {
          const aiRank = seat === 0 ? closing : random.int(opening, closing);
          batch.push({
            counselling_id: info.id,
            year,
            round: roundOfList(round, info.roundList ?? 'held'),
            ai_rank: aiRank,
            counselling_rank: info.type === 'State' ? Math.max(1, Math.round(aiRank * 0.07)) : null,
            quota: bucket.quota,
            allotted_category: bucket.category,
            candidate_category: bucket.category.replace(' PwD', ''),
            institute_id: bucket.institute.id,
            course_id: bucket.courseId,
            course_text: bucket.courseName,
            institute_text: null,
            remarks:
              roundIndex === 0 ? 'Allotted' : random.next() < 0.4 ? 'Upgraded' : 'Fresh Allotted',
            institute_name: bucket.institute.name,
            state: bucket.institute.state,
            course_name: bucket.courseName,
            fee_year_1: feeByInstitute.get(bucket.institute.id) ?? null,
            import_run_id: null,
            source_row: null,
          });
          written += 1;
          if (batch.length >= ROWS_PER_BATCH) await flush();
        }
      }
    }
  }
  await flush();
}

const FEE_RANGES: Record<Management, [number, number]> = {
  Government: [15_000, 150_000],
  Central: [5_000, 40_000],
  ESIC: [20_000, 120_000],
  AFMS: [0, 20_000],
  Private: [500_000, 2_500_000],
  Deemed: [1_200_000, 3_000_000],
};

/** One institute-wide fee row per institute the counselling's seats are at. */
function demoFees(random: SeededRandom, info: DemoCounselling, buckets: Bucket[]) {
  const seen = new Map<number, DemoInstitute>();
  for (const bucket of buckets) seen.set(bucket.institute.id, bucket.institute);
  return [...seen.values()].map((demoInstitute) => {
    const [low, high] = FEE_RANGES[demoInstitute.management];
    const yearly = Math.round(random.int(low, high) / 100) * 100;
    const stipend = info.level === 'PG' ? random.int(45, 130) * 1000 : null;
    const bonded = demoInstitute.management === 'Government' && random.next() < 0.5;
    return {
      counsellingId: info.id,
      instituteId: demoInstitute.id,
      feeYear1: yearly,
      feeYear2: yearly,
      feeYear3: yearly,
      feeYear4: info.level === 'UG' ? yearly : null,
      feeYear5: info.level === 'UG' ? Math.round(yearly / 2) : null,
      stipendYear1: stipend,
      stipendYear2: stipend === null ? null : stipend + 3_000,
      stipendYear3: stipend === null ? null : stipend + 6_000,
      bondYears: bonded ? random.pick([1, 2, 3]) : 0,
      bondPenalty: bonded ? random.pick([1_000_000, 2_500_000, 5_000_000]) : 0,
      beds: random.int(30, 200) * 10,
      hostelFee: random.int(10, 90) * 1000,
      // Generated: no file, so no row or page to trace a figure to.
      sourceRow: null,
      sourcePage: null,
      boxPages: null,
    };
  });
}

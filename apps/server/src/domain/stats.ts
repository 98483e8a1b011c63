import { count, countDistinct } from 'drizzle-orm';
import type { Stats } from '@seatscope/shared';
import type { Database } from '../db/client';
import { allotment, counselling, course, institute, university } from '../db/schema';
import { ReadCache } from './data-screens/read-cache';

const statsCache = new ReadCache<Stats>(1);

/**
 * Counts the landing page and dashboard show, read from the data itself
 * (docs/product.md#honest-counts): counted once per data version, as every anonymous visitor
 * asks for them (docs/decisions/0020-safe-by-default.md).
 */
export function getStats(db: Database): Promise<Stats> {
  return statsCache.get(db, 'stats', () => countStats(db));
}

async function countStats(db: Database): Promise<Stats> {
  const [allotments, institutes, universities, counsellings, courses] = await Promise.all([
    db.select({ total: count() }).from(allotment),
    db.select({ total: count(), states: countDistinct(institute.state) }).from(institute),
    db.select({ total: count() }).from(university),
    db.select({ total: count() }).from(counselling),
    db.select({ total: count() }).from(course),
  ]);
  return {
    allocationRecords: allotments[0]?.total ?? 0,
    colleges: institutes[0]?.total ?? 0,
    states: institutes[0]?.states ?? 0,
    universities: universities[0]?.total ?? 0,
    counsellings: counsellings[0]?.total ?? 0,
    courses: courses[0]?.total ?? 0,
  };
}

import { z } from 'zod';
import {
  ParamWriter,
  RANK_MAX,
  counsellingIdSchema,
  readParam,
  text,
  wholeNumber,
  type QueryParamsReader,
} from '@seatscope/shared';
import type { PredictionRequest } from '../api/rank-tools';

/**
 * The orders the screen offers, as `/api/predictions` sorts (docs/product.md#rank-deepscan);
 * the first is the API's default, best seats first (docs/decisions/0071-best-seats-first.md).
 */
export const SCAN_SORTS = [
  { value: 'chance.desc', label: 'Best seats first' },
  { value: 'probability.desc', label: 'Chance, highest first' },
  { value: 'expectedClosingRank.asc', label: 'Expected closing rank, best first' },
  { value: 'fee.asc', label: 'Fee, lowest first' },
  { value: 'fee.desc', label: 'Fee, highest first' },
  { value: 'institute.asc', label: 'Institute, A to Z' },
  { value: 'course.asc', label: 'Course, A to Z' },
] as const;
export type ScanSort = (typeof SCAN_SORTS)[number]['value'];

/** Best seats first: `/api/predictions`' own default (DEFAULT_PREDICTION_SORT). */
export const DEFAULT_SCAN_SORT: ScanSort = SCAN_SORTS[0].value;
const SORT_VALUES = SCAN_SORTS.map((sort) => sort.value) as [ScanSort, ...ScanSort[]];
const MAX_PAGE = 100_000;

/** A scan as its address holds it: what the form sends, the order and the page. */
export interface ScanState {
  counselling: string | null;
  rank: number | null;
  category: string | null;
  quota: string[];
  state: string[];
  course: string[];
  sort: ScanSort;
  page: number;
}

// An address a person may have edited or shortened: each wrong value falls back to its default
// on its own, the rest of the scan stands (docs/decisions/0032-one-list-contract.md).
const scanParamsSchema = z.object({
  counselling: counsellingIdSchema.nullable().catch(null),
  rank: wholeNumber('rank', RANK_MAX).pipe(z.number().min(1)).nullable().catch(null),
  category: text('category').pipe(z.string().trim().min(1)).nullable().catch(null),
  sort: z.enum(SORT_VALUES).catch(DEFAULT_SCAN_SORT),
  page: wholeNumber('page', MAX_PAGE).pipe(z.number().min(1)).catch(1),
});

/** The scan an address describes; anything missing or wrong is its default. */
export function parseScanParams(params: QueryParamsReader): ScanState {
  const single = (key: string) => params.get(key) ?? null;
  const read = scanParamsSchema.parse({
    counselling: single('counselling'),
    rank: single('rank'),
    category: single('category'),
    sort: single('sort'),
    page: single('page'),
  });
  return {
    ...read,
    quota: readParam.list(params, 'quota'),
    state: readParam.list(params, 'state'),
    course: readParam.list(params, 'course'),
  };
}

/** The address parameters of a scan; defaults left out, so links stay short. */
export function scanParams(scan: ScanState): [string, string][] {
  const params = new ParamWriter();
  params.set('counselling', scan.counselling);
  params.set('rank', scan.rank);
  params.set('category', scan.category);
  params.list('quota', scan.quota);
  params.list('state', scan.state);
  params.list('course', scan.course);
  params.set('sort', scan.sort, DEFAULT_SCAN_SORT);
  params.set('page', scan.page, 1);
  return params.entries;
}

/** What the screen asks the API for, once the address names a counselling, rank and category. */
export function scanRequest(scan: ScanState): PredictionRequest | null {
  const { counselling, rank, category } = scan;
  if (counselling === null || rank === null || category === null) return null;
  const { quota, state, course, sort, page } = scan;
  return { counselling, rank, category, quota, state, course, sort, page };
}

/** Whether an order keeps the chance groups together, Safe first, so they can head the rows. */
export const sortKeepsGroups = (sort: ScanSort) =>
  sort === 'chance.desc' || sort === 'probability.desc';

import { z } from 'zod';
import { PAGE_SIZES } from './constants';
import { ParamWriter } from './param-writer';
import { PROFILE_MONEY_BOXES, type ProfileMoneyBox } from './knowledge-hub';
import { suspectMarkSchema } from './suspect';
import {
  intListParam,
  listParam,
  pageParam,
  pageSizeParam,
  readParam,
  searchParam,
  single,
  sortParam,
  text,
  wholeNumber,
  type QueryParamsReader,
  type Sort,
} from './list-query';
import {
  oneRoundListParam,
  oneRoundParam,
  readEncodedRound,
  roundFields,
  roundListParam,
  roundParam,
  ROUND_LISTS,
  type RoundList,
} from './rounds';

/** The four paid data screens and what each can filter and sort (docs/product.md#data-screens, docs/product.md#http-api). */
export const DATA_SCREENS = ['allotments', 'cutoffs', 'seat-matrix', 'financials'] as const;
export type DataScreen = (typeof DATA_SCREENS)[number];

const SORT_FIELDS = ['institute', 'course', 'aiRank', 'counsellingRank', 'fee'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOption = Sort<SortField>;

export const RANK_TYPES = ['ai', 'counselling'] as const;
export type RankType = (typeof RANK_TYPES)[number];

export const LIST_FILTERS = ['state', 'quota', 'category', 'course', 'year', 'round'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export interface ScreenCapabilities {
  lists: readonly ListFilter[];
  sorts: readonly SortField[];
  /** rankFrom/rankTo on AI or counselling rank per rankType. */
  rankRange: boolean;
  /** bedsFrom/bedsTo. */
  bedsRange: boolean;
}

const CAPABILITIES = {
  allotments: {
    lists: LIST_FILTERS,
    sorts: SORT_FIELDS,
    rankRange: true,
    bedsRange: false,
  },
  cutoffs: {
    lists: LIST_FILTERS,
    sorts: SORT_FIELDS,
    rankRange: false,
    bedsRange: false,
  },
  'seat-matrix': {
    lists: LIST_FILTERS,
    sorts: ['institute', 'course', 'fee'],
    rankRange: false,
    bedsRange: false,
  },
  financials: {
    lists: ['state', 'quota', 'category', 'course', 'year'],
    sorts: ['institute', 'course', 'fee'],
    rankRange: false,
    bedsRange: true,
  },
} as const satisfies Record<DataScreen, ScreenCapabilities>;

export const SCREEN_CAPABILITIES: Record<DataScreen, ScreenCapabilities> = CAPABILITIES;

/** The sorts a screen offers: its registry entry must define each of them (and only them). */
export type ScreenSort<S extends DataScreen> = (typeof CAPABILITIES)[S]['sorts'][number];
/** The list filters a screen offers. */
export type ScreenListFilter<S extends DataScreen> = (typeof CAPABILITIES)[S]['lists'][number];

export const counsellingIdSchema = z
  .string()
  .min(1, 'counselling is required')
  .max(100, 'counselling must be at most 100 characters')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'counselling must be a counselling id such as mcc-neet-pg');

export const RANK_MAX = 10_000_000;
const BEDS_MAX = 100_000;

const TABLE_PAGE_SIZES = { fallback: PAGE_SIZES.dataTable, max: PAGE_SIZES.maxDataTable };

/** The strict server-side schema of a table page request for one screen. */
export function tableQuerySchema(screen: DataScreen) {
  const capabilities = SCREEN_CAPABILITIES[screen];
  const shape = {
    counselling: single(counsellingIdSchema),
    page: pageParam,
    pageSize: pageSizeParam(TABLE_PAGE_SIZES),
    sort: single(sortParam(capabilities.sorts, ' on this screen')).optional(),
    q: searchParam(),
    institute: single(text('institute')).optional(),
    rankType: single(z.enum(RANK_TYPES, 'rankType must be ai or counselling')).default('ai'),
    state: listParam.optional(),
    quota: listParam.optional(),
    category: listParam.optional(),
    course: listParam.optional(),
    year: intListParam('year', 1900, 2999).optional(),
    round: roundParam.optional(),
    /** Which lists of the rounds (rounds.ts); absent: both, each row saying its own. */
    list: roundListParam.optional(),
    rankFrom: single(wholeNumber('rankFrom', RANK_MAX)).optional(),
    rankTo: single(wholeNumber('rankTo', RANK_MAX)).optional(),
    bedsFrom: single(wholeNumber('bedsFrom', BEDS_MAX)).optional(),
    bedsTo: single(wholeNumber('bedsTo', BEDS_MAX)).optional(),
  };
  // Filters the screen does not have are left out, so giving one is an unknown key.
  const unsupported = {
    state: !capabilities.lists.includes('state'),
    quota: !capabilities.lists.includes('quota'),
    category: !capabilities.lists.includes('category'),
    course: !capabilities.lists.includes('course'),
    year: !capabilities.lists.includes('year'),
    round: !capabilities.lists.includes('round'),
    list: !capabilities.lists.includes('round'),
    rankFrom: !capabilities.rankRange,
    rankTo: !capabilities.rankRange,
    bedsFrom: !capabilities.bedsRange,
    bedsTo: !capabilities.bedsRange,
  };
  const known = new Set<string>(Object.keys(shape));
  // Every left-out key is optional in the full shape, so the full type stays truthful.
  const supportedShape = Object.fromEntries(
    Object.entries(shape).filter(([key]) => !unsupported[key as keyof typeof unsupported]),
  ) as typeof shape;
  return z.strictObject(supportedShape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return issue.keys
        .map((key) =>
          known.has(key) ? `${key} is not a filter on this screen` : `unknown parameter ${key}`,
        )
        .join('; ');
    },
  });
}

export type TableQuery = z.output<ReturnType<typeof tableQuerySchema>>;

/** Every filter a table understands, as the web app holds them (docs/product.md#data-screens). */
export interface TableFilters {
  state: string[];
  quota: string[];
  category: string[];
  course: string[];
  year: number[];
  round: number[];
  /** The lists of the rounds (`held`, `allotted`); empty: both. */
  list: RoundList[];
  institute: string;
  rankFrom: number | null;
  rankTo: number | null;
  bedsFrom: number | null;
  bedsTo: number | null;
}

/** The view a data screen shows, as kept in the URL. */
export interface TableViewState {
  counselling: string | null;
  page: number;
  pageSize: number;
  sort: SortOption | null;
  q: string;
  rankType: RankType;
  filters: TableFilters;
}

export const emptyFilters = (): TableFilters => ({
  state: [],
  quota: [],
  category: [],
  course: [],
  year: [],
  round: [],
  list: [],
  institute: '',
  rankFrom: null,
  rankTo: null,
  bedsFrom: null,
  bedsTo: null,
});

type TableQueryFields = ReturnType<typeof tableQuerySchema>['shape'];
const tableQueryFieldsOf = new Map<DataScreen, Partial<TableQueryFields>>();

/** A screen's API parameters by name, built once; a filter the screen lacks is not there. */
function tableQueryFields(screen: DataScreen): Partial<TableQueryFields> {
  const known = tableQueryFieldsOf.get(screen);
  if (known) return known;
  const fields: Partial<TableQueryFields> = tableQuerySchema(screen).shape;
  tableQueryFieldsOf.set(screen, fields);
  return fields;
}

/** One value as its API parameter reads it; refused, what the parameter reads for none (its default). */
function accepted<T>(parameter: z.ZodType<T> | undefined, value: string | null): T | undefined {
  if (!parameter) return undefined;
  const read = parameter.safeParse(value ?? undefined);
  if (read.success) return read.data;
  const fallback = parameter.safeParse(undefined);
  return fallback.success ? fallback.data : undefined;
}

/**
 * A data screen's view from its address (which a person may have edited), read through the
 * API's own parameters (tableQuerySchema): a value the API would refuse is dropped, so ?year=42,
 * a round no list has or a sort the screen lacks falls back to its default instead of being sent
 * and refused (docs/decisions/0091-one-way-to-a-data-screen.md). A list's values are judged one
 * by one, so a bad year leaves the good ones; text is kept as typed (the API trims the search).
 */
export function parseTableViewState(screen: DataScreen, params: QueryParamsReader): TableViewState {
  const fields = tableQueryFields(screen);
  const values = <T>(parameter: z.ZodType<T[] | undefined> | undefined, key: string): T[] =>
    parameter
      ? readParam.list(params, key).flatMap((value) => accepted(parameter, value) ?? [])
      : [];
  const asTyped = (parameter: z.ZodType | undefined, key: string): string => {
    const value = params.get(key);
    return value !== null && parameter?.safeParse(value).success ? value : '';
  };
  const rounds = roundsFromAddress(values(fields.round, 'round'), values(fields.list, 'list'));
  return {
    counselling: accepted(fields.counselling, params.get('counselling')) ?? null,
    page: accepted(fields.page, params.get('page')) ?? 1,
    pageSize: accepted(fields.pageSize, params.get('pageSize')) ?? TABLE_PAGE_SIZES.fallback,
    sort: accepted(fields.sort, params.get('sort')) ?? null,
    q: asTyped(fields.q, 'q'),
    rankType: accepted(fields.rankType, params.get('rankType')) ?? 'ai',
    filters: {
      state: values(fields.state, 'state'),
      quota: values(fields.quota, 'quota'),
      category: values(fields.category, 'category'),
      course: values(fields.course, 'course'),
      year: values(fields.year, 'year'),
      ...rounds,
      institute: asTyped(fields.institute, 'institute'),
      rankFrom: accepted(fields.rankFrom, params.get('rankFrom')) ?? null,
      rankTo: accepted(fields.rankTo, params.get('rankTo')) ?? null,
      bedsFrom: accepted(fields.bedsFrom, params.get('bedsFrom')) ?? null,
      bedsTo: accepted(fields.bedsTo, params.get('bedsTo')) ?? null,
    },
  };
}

/**
 * The rounds and lists of an address. An old address names an allotments list by its round plus
 * 100 (round=101) and any other round as the seats held after it: it reads as the round and its
 * list (round=1&list=allotted), so a bookmark keeps showing what it showed
 * (docs/decisions/0087-rounds-are-rounds-in-the-api.md).
 */
function roundsFromAddress(
  values: number[],
  listValues: RoundList[],
): { round: number[]; list: RoundList[] } {
  const read = values.map(readEncodedRound);
  const encoded = read.some((value) => value.list !== null);
  const lists = new Set<RoundList>(
    encoded
      ? read.map((value) => value.list ?? 'held')
      : ROUND_LISTS.filter((kind) => listValues.includes(kind)),
  );
  return {
    round: [...new Set(read.map((value) => value.round))],
    list: ROUND_LISTS.filter((kind) => lists.has(kind)),
  };
}

/** The URL (and API) parameters of a view as entries; defaults are left out so links stay short. */
export function tableViewParams(
  state: TableViewState,
  options: { includePaging?: boolean } = {},
): [string, string][] {
  const params = new ParamWriter();
  params.set('counselling', state.counselling);
  if (options.includePaging ?? true) params.paging(state, TABLE_PAGE_SIZES.fallback);
  params.sort(state.sort);
  params.set('q', state.q);
  params.set('rankType', state.rankType, 'ai');
  const { filters } = state;
  for (const key of LIST_FILTERS) params.list(key, filters[key]);
  params.list('list', filters.list);
  params.set('institute', filters.institute);
  for (const key of ['rankFrom', 'rankTo', 'bedsFrom', 'bedsTo'] as const) {
    params.set(key, filters[key]);
  }
  return params.entries;
}

// ---- Responses ----

const nullableInt = z.number().int().nullable();

// The field groups the screens' rows share.
/** The year and round list a row belongs to (rounds.ts). */
const yearAndRound = { year: z.number().int(), ...roundFields };
/** Which seat: quota, category, institute (with its state) and course. */
const seatFields = {
  quotaName: z.string(),
  category: z.string(),
  state: z.string().nullable(),
  instituteName: z.string(),
  courseName: z.string(),
};
/** The seat's fee terms (docs/decisions/0017-allotment-fee-copy.md). */
const feeFields = {
  fee: nullableInt,
  feeText: z.string().nullable(),
  beds: nullableInt,
  bondYears: z.number().nullable(),
  bondPenalty: nullableInt,
  stipendYear1: nullableInt,
};

export const allotmentRowSchema = z.object({
  id: z.string(),
  ...yearAndRound,
  aiRank: nullableInt,
  counsellingRank: nullableInt,
  ...seatFields,
  ...feeFields,
});
export type AllotmentRow = z.infer<typeof allotmentRowSchema>;

/** One cutoff cell's column: "{year} {shortLabel}", ordered by year then round (docs/product.md#years-and-rounds). */
export const cutoffColumnSchema = z.object({
  /** The column's key in `closingRanks`: "{year}-{round}-{list}", e.g. "2023-1-allotted". */
  key: z.string(),
  ...yearAndRound,
  label: z.string(),
  /**
   * What the round's list holds: "every seat held after this round", "the allotments made in
   * this round only", or, for MCC's stray list, "Stray (this round's allotments only, ...)"
   * (docs/decisions/0029-round-lists.md).
   */
  listNote: z.string(),
});
export type CutoffColumn = z.infer<typeof cutoffColumnSchema>;

export const cutoffRowSchema = z.object({
  id: z.string(),
  instituteId: z.number().int(),
  courseId: z.number().int(),
  ...seatFields,
  ...feeFields,
  /** Closing rank (AI or counselling per rankType) by column key; absent: no seat that round. */
  closingRanks: z.record(z.string(), nullableInt),
  /**
   * The marked cells of `closingRanks` by column key: suspect values and corrections
   * (docs/decisions/0086-suspect-values.md); a cell without a mark is served as a fact.
   */
  suspectRanks: z.record(z.string(), suspectMarkSchema),
});
export type CutoffRow = z.infer<typeof cutoffRowSchema>;

export const seatMatrixRowSchema = z.object({
  id: z.string(),
  ...yearAndRound,
  ...seatFields,
  beds: nullableInt,
  fee: nullableInt,
  feeText: z.string().nullable(),
  seats: z.number().int(),
});
export type SeatMatrixRow = z.infer<typeof seatMatrixRowSchema>;

/**
 * The money boxes of an MCC college profile beyond a seat's first-year fee and stipend, as
 * Financials & Bonds lists them, each as published or null (INSTITUTE_FIGURES' names,
 * docs/decisions/0081-every-money-box-as-published.md): shown as columns where the counselling's
 * fee rows have them (`Facets.moneyBoxes`).
 */
export type FinancialMoneyBox = Exclude<ProfileMoneyBox, 'feeYear1' | 'stipendYear1'>;
export const FINANCIAL_MONEY_BOXES = PROFILE_MONEY_BOXES.filter(
  (box): box is FinancialMoneyBox => box !== 'feeYear1' && box !== 'stipendYear1',
);

const moneyBoxFields = Object.fromEntries(
  FINANCIAL_MONEY_BOXES.map((box) => [box, nullableInt]),
) as Record<FinancialMoneyBox, typeof nullableInt>;

/** Fee rows may name no course, quota or category (institute-wide fees). */
export const financialRowSchema = z.object({
  id: z.string(),
  ...seatFields,
  courseName: z.string().nullable(),
  quotaName: z.string().nullable(),
  category: z.string().nullable(),
  /**
   * The year the fee was published for (its fee or allotment list's year); null where the source
   * names none (MCC's institute profiles and bond list). A seat listed in several years is a
   * row a year (docs/decisions/0055-a-fee-row-says-its-year.md).
   */
  year: nullableInt,
  ...feeFields,
  ...moneyBoxFields,
});
export type FinancialRow = z.infer<typeof financialRowSchema>;

/** The one envelope of every table page (docs/product.md#http-api). */
export function tablePageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    /** Rows matching the filters; for a demo viewer, the full unfiltered total. */
    total: z.number().int(),
    /** Counting stopped at LIST_TOTAL_CAP (a search's count): the total reads "10,000+". */
    totalCapped: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** True when the viewer sees only the demo sample (docs/product.md#demo-rule). */
    demo: z.boolean(),
  });
}

export const allotmentPageSchema = tablePageSchema(allotmentRowSchema);
export const cutoffPageSchema = tablePageSchema(cutoffRowSchema).extend({
  columns: z.array(cutoffColumnSchema),
});
export const seatMatrixPageSchema = tablePageSchema(seatMatrixRowSchema);
export const financialPageSchema = tablePageSchema(financialRowSchema);
export type AllotmentPage = z.infer<typeof allotmentPageSchema>;
export type CutoffPage = z.infer<typeof cutoffPageSchema>;
export type SeatMatrixPage = z.infer<typeof seatMatrixPageSchema>;
export type FinancialPage = z.infer<typeof financialPageSchema>;

export interface ScreenRowTypes {
  allotments: AllotmentRow;
  cutoffs: CutoffRow;
  'seat-matrix': SeatMatrixRow;
  financials: FinancialRow;
}

export const counsellingsQuerySchema = z.strictObject({
  screen: z.enum(DATA_SCREENS, `screen must be one of ${DATA_SCREENS.join(', ')}`),
});

const counsellingOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  state: z.string().nullable(),
  level: z.string(),
  years: z.array(z.number().int()),
});
export type CounsellingOption = z.infer<typeof counsellingOptionSchema>;
export const counsellingListSchema = z.object({ counsellings: z.array(counsellingOptionSchema) });

export const facetsQuerySchema = z.strictObject({ counselling: single(counsellingIdSchema) });

/** A round list the counselling has in some year: "Round 1 allotments" is round 1, allotted. */
const roundOptionSchema = z.object({
  round: roundFields.round,
  list: roundFields.list,
  label: z.string(),
});
export const facetsSchema = z.object({
  states: z.array(z.string()),
  quotas: z.array(z.string()),
  categories: z.array(z.string()),
  courses: z.array(z.string()),
  institutes: z.array(z.string()),
  years: z.array(z.number().int()),
  rounds: z.array(roundOptionSchema),
  /**
   * The ranks the counselling publishes (docs/decisions/0021-numbers-people-pay-for.md), AI
   * rank first when it has it; empty on screens without ranks.
   */
  rankTypes: z.array(z.enum(RANK_TYPES)),
  /** Financials & Bonds: the profile boxes some fee row of the counselling states; else empty. */
  moneyBoxes: z.array(z.enum(FINANCIAL_MONEY_BOXES)),
});
export type Facets = z.infer<typeof facetsSchema>;

export const cutoffDetailQuerySchema = z.strictObject({
  counselling: single(counsellingIdSchema),
  year: single(wholeNumber('year', 2999)),
  round: single(oneRoundParam),
  /** The cell's list; absent: both lists of the round, each row saying its own. */
  list: single(oneRoundListParam).optional(),
  institute: single(wholeNumber('institute', 2_000_000_000)),
  course: single(wholeNumber('course', 2_000_000_000)),
  quota: single(text('quota').pipe(z.string().min(1, 'quota is required'))),
  category: single(text('category').pipe(z.string().min(1, 'category is required'))),
});
export type CutoffDetailQuery = z.output<typeof cutoffDetailQuerySchema>;

export const cutoffDetailRowSchema = z.object({
  id: z.string(),
  counsellingRank: nullableInt,
  aiRank: nullableInt,
  ...roundFields,
  quotaName: z.string(),
  category: z.string(),
  instituteName: z.string(),
  courseName: z.string(),
  state: z.string().nullable(),
});
export type CutoffDetailRow = z.infer<typeof cutoffDetailRowSchema>;
export const cutoffDetailSchema = z.object({
  rows: z.array(cutoffDetailRowSchema),
  demo: z.boolean(),
});
export type CutoffDetail = z.infer<typeof cutoffDetailSchema>;

export interface ScreenPageTypes {
  allotments: AllotmentPage;
  cutoffs: CutoffPage;
  'seat-matrix': SeatMatrixPage;
  financials: FinancialPage;
}

/** Each screen's page envelope, for the API's answer and the client's parse. */
export const SCREEN_PAGE_SCHEMAS = {
  allotments: allotmentPageSchema,
  cutoffs: cutoffPageSchema,
  'seat-matrix': seatMatrixPageSchema,
  financials: financialPageSchema,
} as const satisfies { [S in DataScreen]: z.ZodType<ScreenPageTypes[S]> };

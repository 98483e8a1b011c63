import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import type { SuspectMark } from '@seatscope/shared';

/** A counselling body and process: `mcc-neet-pg`, `telangana-neet-pg`, ... (design: Data model). */
export const counselling = pgTable('counselling', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  level: text('level', { enum: ['PG', 'UG', 'SS'] }).notNull(),
  type: text('type', {
    enum: ['All India', 'State', 'AFMS', 'Government Quota', 'Deemed', 'other'],
  }).notNull(),
  state: text('state'),
  description: text('description'),
  website: text('website'),
  /** Generated demo data, removable with one command. */
  isDemo: boolean('is_demo').notNull().default(false),
  /**
   * The ranks a counselling the operator added publishes (`ai`, `state`), which its imports may
   * read; null for the built-in counsellings, whose importers know their files
   * (docs/decisions/0088-a-counselling-is-data.md).
   */
  publishedRanks: text('published_ranks', { enum: ['ai', 'state'] }).array(),
});

// Columns several tables share, made fresh for each table (a Drizzle column builder belongs to
// one table), spread where the columns stand so that every table keeps its column order.

/** The counselling a row belongs to; its rows go with it. */
function counsellingColumn() {
  return {
    counsellingId: text('counselling_id')
      .notNull()
      .references(() => counselling.id, { onDelete: 'cascade' }),
  };
}

/** The counselling, year and round a row is from. */
function roundKeyColumns() {
  return {
    ...counsellingColumn(),
    year: smallint('year').notNull(),
    round: smallint('round').notNull(),
  };
}

/** The seat a row is about: institute, course and quota (each table names its category). */
function seatKeyColumns() {
  return {
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institute.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => course.id),
    quota: text('quota').notNull(),
  };
}

/**
 * Read copies of institute.name, institute.state and course.name, so the data screens can
 * filter, search and sort (and page deeply) on one table's indexes
 * (docs/decisions/0010-data-indexes.md).
 */
function readCopyColumns() {
  return {
    instituteName: text('institute_name').notNull(),
    state: text('state'),
    courseName: text('course_name').notNull(),
  };
}

/** Rounds have an order (round) and labels; which exist comes from the data (docs/product.md#years-and-rounds). */
export const counsellingRound = pgTable(
  'counselling_round',
  {
    ...roundKeyColumns(),
    /** "Round 1", "Stray", "Special Stray", "Phase 3". */
    label: text('label').notNull(),
    /** "R1", "Stray", "SS", "P3": used in cutoff column headers "{year} {shortLabel}". */
    shortLabel: text('short_label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.counsellingId, t.year, t.round] })],
);

/**
 * A counselling year that has ended though its stray round is not in the data: the bundle's
 * years (lists of counsellings that ended) and years an admin marks with `npm run data --
 * complete-year`. A year with a stray round or a later year is complete without a mark; the
 * latest year otherwise is in progress, and Rank DeepScan forecasts its later rounds from the
 * rounds already out (docs/decisions/0073-in-season-forecasts.md).
 */
export const completedYear = pgTable(
  'completed_year',
  {
    counsellingId: text('counselling_id')
      .notNull()
      .references(() => counselling.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    /** `bundle`, `demo` or `admin`: who said the year ended. */
    markedBy: text('marked_by').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.counsellingId, t.year] })],
);

export const university = pgTable('university', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Normalised name used to match one university across files. */
  nameKey: text('name_key').notNull().unique(),
  type: text('type'),
  state: text('state'),
  isDemo: boolean('is_demo').notNull().default(false),
});

export const institute = pgTable(
  'institute',
  {
    id: serial('id').primaryKey(),
    mccCode: text('mcc_code').unique(),
    name: text('name').notNull(),
    /** Normalised name (letters only, lower case) used with the PIN to match across files. */
    nameKey: text('name_key').notNull(),
    address: text('address'),
    district: text('district'),
    state: text('state'),
    pin: text('pin'),
    universityId: integer('university_id').references(() => university.id, {
      onDelete: 'set null',
    }),
    type: text('type'),
    management: text('management'),
    beds: integer('beds'),
    hostelFeeMen: integer('hostel_fee_men'),
    hostelFeeWomen: integer('hostel_fee_women'),
    localDistinction: text('local_distinction'),
    /** Hostel facility for men / women (MCC profile "Y"/"N"); null when unknown. */
    hostelForMen: boolean('hostel_for_men'),
    hostelForWomen: boolean('hostel_for_women'),
    website: text('website'),
    logoUrl: text('logo_url'),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('institute_state_idx').on(t.state),
    index('institute_name_key_pin_idx').on(t.nameKey, t.pin),
    index('institute_name_idx').on(t.name),
  ],
);

/**
 * Every spelling of an institute seen in a source file (normalised to letters only), so the
 * same text resolves to the same institute on every import and across files.
 */
export const instituteAlias = pgTable(
  'institute_alias',
  {
    aliasKey: text('alias_key').primaryKey(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institute.id, { onDelete: 'cascade' }),
    /** The text as the source wrote it (first seen). */
    sourceText: text('source_text').notNull(),
    /** nameKey() of the name in that text, for fuzzy matching of later spellings. */
    nameKey: text('name_key').notNull(),
  },
  (t) => [index('institute_alias_institute_idx').on(t.instituteId)],
);

export const course = pgTable('course', {
  id: serial('id').primaryKey(),
  /** Canonical name, e.g. "MS Obstetrics and Gynaecology". */
  name: text('name').notNull(),
  /** Normalised name used to match course texts across years and files. */
  nameKey: text('name_key').notNull().unique(),
  shortName: text('short_name'),
  level: text('level', { enum: ['PG', 'UG', 'SS'] }).notNull(),
  degreeType: text('degree_type'),
  clinicalType: text('clinical_type'),
  durationYears: numeric('duration_years', { mode: 'number' }),
  degreeTerm: text('degree_term'),
  isDemo: boolean('is_demo').notNull().default(false),
});

/** One imported file: what it was, its hash, and what came of each row. */
export const importRun = pgTable(
  'import_run',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /**
     * What the file replaces on re-import, e.g. `mcc-neet-pg/2023/3` or `ug-fees`: the same round
     * imported again (as JSON, CSV or XLSX) replaces the earlier run's rows.
     */
    scopeKey: text('scope_key').notNull(),
    sha256: text('sha256').notNull(),
    counsellingId: text('counselling_id').references(() => counselling.id, { onDelete: 'cascade' }),
    year: smallint('year'),
    round: smallint('round'),
    rowsRead: integer('rows_read').notNull(),
    rowsImported: integer('rows_imported').notNull(),
    rowsRejected: integer('rows_rejected').notNull(),
    /** [{ row, reason }] for each rejected row. */
    rejections: jsonb('rejections').$type<{ row: number; reason: string }[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The run came with the bundled data (data/bundle), not from `npm run data -- import`: what
     * a newer release's bundle may replace or remove (docs/decisions/0076-upgrades-keep-everything.md).
     */
    fromBundle: boolean('from_bundle').notNull().default(false),
  },
  (t) => [index('import_run_scope_idx').on(t.kind, t.scopeKey)],
);

/**
 * An ascending and a descending index for one allotment sort, each in its exact page order.
 * Every allotment sort index also INCLUDEs quota, allotted_category and state, which Drizzle
 * cannot declare (drizzle/0021_filters_in_sort_indexes.sql,
 * docs/decisions/0046-filters-in-sort-indexes.md).
 */
function sortIndexes(
  name: string,
  column: ExtraConfigColumn,
  t: Record<'counsellingId' | 'year' | 'round' | 'aiRank' | 'id', ExtraConfigColumn>,
) {
  return [
    index(`${name}_idx`).on(t.counsellingId, column, t.year, t.round, t.aiRank, t.id),
    index(`${name}_desc_idx`).on(
      t.counsellingId,
      column.desc().nullsLast(),
      t.year,
      t.round,
      t.aiRank,
      t.id,
    ),
  ];
}

/** One seat held by one candidate after a round (design: Data model). */
export const allotment = pgTable(
  'allotment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...roundKeyColumns(),
    aiRank: integer('ai_rank'),
    counsellingRank: integer('counselling_rank'),
    quota: text('quota').notNull(),
    /** The seat's category (Open, OBC PwD, ...), not the candidate's. */
    allottedCategory: text('allotted_category').notNull(),
    candidateCategory: text('candidate_category'),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institute.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => course.id),
    /** The course as the source wrote it, before normalisation. */
    courseText: text('course_text'),
    /** The institute as the source wrote it, before cleaning and matching. */
    instituteText: text('institute_text'),
    remarks: text('remarks'),
    /** Kept in step by the import runner (refreshReadColumns). */
    ...readCopyColumns(),
    /**
     * A read copy of the seat's first-year fee (the most specific fee row, db/seat-fee.ts), so
     * the fee sort reads an index like the others. Kept in step by refreshAllotmentFees
     * (docs/decisions/0017-allotment-fee-copy.md).
     */
    feeYear1: integer('fee_year_1'),
    importRunId: integer('import_run_id').references(() => importRun.id, { onDelete: 'cascade' }),
    sourceRow: integer('source_row'),
  },
  (t) => [
    index('allotment_import_run_idx').on(t.importRunId),
    // Each sort of the allotments screen reads one index in its exact order (the sort field,
    // missing values last either way, then the default order), so a page never sorts the
    // counselling's rows (docs/decisions/0014-allotment-read-speed.md).
    // Newest year first with no sort chosen (drizzle/0012_newest_year_first.sql).
    index('allotment_scope_idx').on(
      t.counsellingId,
      t.year.desc().nullsFirst(),
      t.round,
      t.aiRank,
      t.id,
    ),
    index('allotment_ai_rank_idx').on(t.counsellingId, t.aiRank, t.year, t.round, t.id),
    index('allotment_ai_rank_desc_idx').on(
      t.counsellingId,
      t.aiRank.desc().nullsLast(),
      t.year,
      t.round,
      t.id,
    ),
    ...sortIndexes('allotment_institute_sort', t.instituteName, t),
    ...sortIndexes('allotment_course_sort', t.courseName, t),
    ...sortIndexes('allotment_counselling_rank', t.counsellingRank, t),
    ...sortIndexes('allotment_fee_sort', t.feeYear1, t),
    index('allotment_institute_idx').on(t.instituteId),
  ],
);

/** Seats per bucket: explicit (imported seat-matrix file) or derived from allotments. */
export const seatMatrix = pgTable(
  'seat_matrix',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...roundKeyColumns(),
    ...seatKeyColumns(),
    category: text('category').notNull(),
    seats: integer('seats').notNull(),
    derived: boolean('derived').notNull(),
    importRunId: integer('import_run_id').references(() => importRun.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('seat_matrix_scope_idx').on(t.counsellingId, t.year, t.round),
    index('seat_matrix_bucket_idx').on(t.counsellingId, t.instituteId, t.courseId),
    index('seat_matrix_institute_idx').on(t.instituteId),
  ],
);

/**
 * The boxes of an MCC college profile that no other list has, each as published or null where
 * the profile gives a placeholder (docs/decisions/0081-every-money-box-as-published.md): the
 * amount paid at admission (hostel included), the annual fee, the NRI fees of years 1-5 in US
 * dollars, the miscellaneous charges, the amount deducted on re-allocation of the seat, refunded
 * on resigning during counselling, and forfeited on resigning later. A fee row holds them as
 * read; a Financials row as its seat's rows state them.
 */
function profileBoxColumns() {
  return {
    admissionFee: integer('admission_fee'),
    annualFee: integer('annual_fee'),
    nriFeeYear1: integer('nri_fee_year_1'),
    nriFeeYear2: integer('nri_fee_year_2'),
    nriFeeYear3: integer('nri_fee_year_3'),
    nriFeeYear4: integer('nri_fee_year_4'),
    nriFeeYear5: integer('nri_fee_year_5'),
    miscellaneousCharges: integer('miscellaneous_charges'),
    reallocationDeduction: integer('reallocation_deduction'),
    amountRefunded: integer('amount_refunded'),
    amountForfeited: integer('amount_forfeited'),
  };
}

/** Fee, stipend and bond for a seat (institute-wide when course is null). Rupees. */
export const fee = pgTable(
  'fee',
  {
    id: serial('id').primaryKey(),
    counsellingId: text('counselling_id').references(() => counselling.id, {
      onDelete: 'cascade',
    }),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institute.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => course.id),
    quota: text('quota'),
    category: text('category'),
    feeYear1: integer('fee_year_1'),
    feeYear2: integer('fee_year_2'),
    feeYear3: integer('fee_year_3'),
    feeYear4: integer('fee_year_4'),
    feeYear5: integer('fee_year_5'),
    /** The source's fee text when it carried a note, e.g. "₹6,000*". */
    feeText: text('fee_text'),
    stipendYear1: integer('stipend_year_1'),
    stipendYear2: integer('stipend_year_2'),
    stipendYear3: integer('stipend_year_3'),
    bondYears: numeric('bond_years', { mode: 'number' }),
    bondPenalty: integer('bond_penalty'),
    beds: integer('beds'),
    /** Hostel fee per year when the source states one. */
    hostelFee: integer('hostel_fee'),
    ...profileBoxColumns(),
    importRunId: integer('import_run_id').references(() => importRun.id, { onDelete: 'cascade' }),
    /**
     * Where the row stands in its file, so a figure can be traced
     * (docs/decisions/0036-institute-details.md): the row (a JSON element, a CSV line; 1 for a
     * profile PDF); for a PDF the 1-based page of its fee table, and the page of each box read
     * by its figure's name (`{"annualFee": 2}`: a profile's boxes stand on two pages,
     * docs/decisions/0081-every-money-box-as-published.md). Null for demo rows.
     */
    sourceRow: integer('source_row'),
    sourcePage: integer('source_page'),
    boxPages: jsonb('box_pages').$type<Partial<Record<string, number>>>(),
  },
  (t) => [
    index('fee_institute_idx').on(t.instituteId, t.courseId),
    index('fee_counselling_idx').on(t.counsellingId, t.feeYear1),
    index('fee_import_run_idx').on(t.importRunId),
  ],
);

/**
 * Financials & Bonds' rows, precomputed: one per seat key as the fee rows name it (counselling,
 * institute, course, quota, category) and list year, each part of its money from the row that
 * states it (FEE_ROWS_BY_SEAT_AND_YEAR in db/seat-fee.ts, docs/decisions/0059-one-financials-row-per-seat-and-year.md).
 * Rebuilt from `fee` in the transaction of every write of fee rows (refreshFinancialRows in
 * data/derive.ts), so a page reads rows and indexes instead of grouping fee rows per request
 * (docs/decisions/0095-every-shape-from-an-index.md). Not in the bundle: computed at first start.
 * `id` is the key's first fee row.
 */
export const financialRow = pgTable(
  'financial_row',
  {
    id: integer('id').primaryKey(),
    counsellingId: text('counselling_id').references(() => counselling.id, {
      onDelete: 'cascade',
    }),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institute.id, { onDelete: 'cascade' }),
    courseId: integer('course_id'),
    quota: text('quota'),
    category: text('category'),
    year: smallint('year'),
    /** The first-year fee a seat shows (db/seat-fee.ts READ_AS) and which box it is. */
    feeYear1: integer('fee_year_1'),
    feeText: text('fee_text'),
    firstYearFeeBox: text('first_year_fee_box'),
    feeYear2: integer('fee_year_2'),
    feeYear3: integer('fee_year_3'),
    feeYear4: integer('fee_year_4'),
    feeYear5: integer('fee_year_5'),
    stipendYear1: integer('stipend_year_1'),
    stipendYear2: integer('stipend_year_2'),
    stipendYear3: integer('stipend_year_3'),
    bondYears: doublePrecision('bond_years'),
    bondPenalty: integer('bond_penalty'),
    beds: integer('beds'),
    ...profileBoxColumns(),
  },
  (t) => [
    // A page is chosen within its counselling: by institute (state and institute filters, the
    // default order's join), and by fee for the fee sort (read in order either way).
    index('financial_row_institute_idx').on(t.counsellingId, t.instituteId),
    index('financial_row_fee_idx').on(t.counsellingId, t.feeYear1.asc().nullsLast()),
    index('financial_row_fee_desc_idx').on(t.counsellingId, t.feeYear1.desc().nullsLast()),
  ],
);

/**
 * The closing ranks shown (docs/product.md#closing-ranks), rebuilt on import: derived from
 * allotments, or taken from an imported closing-rank list where one is shown for the round
 * (docs/decisions/0038-closing-rank-lists.md). `source` says which: `allotments`, `official`
 * or `derived-list`; a listed cell knows no opening rank and no seats (null).
 */
export const closingRank = pgTable(
  'closing_rank',
  {
    ...roundKeyColumns(),
    ...seatKeyColumns(),
    allottedCategory: text('allotted_category').notNull(),
    openingAiRank: integer('opening_ai_rank'),
    closingAiRank: integer('closing_ai_rank'),
    openingCounsellingRank: integer('opening_counselling_rank'),
    closingCounsellingRank: integer('closing_counselling_rank'),
    seats: integer('seats'),
    ...readCopyColumns(),
    source: text('source', { enum: ['allotments', 'official', 'derived-list'] })
      .notNull()
      .default('allotments'),
    /**
     * Why the closing AI (counselling) rank is suspect, or an operator's correction of it (whose
     * `value` is the rank as the source gave it): set after every derivation by
     * `markSuspectValues` (docs/decisions/0086-suspect-values.md). Null: served as a fact.
     */
    suspectAi: jsonb('suspect_ai').$type<SuspectMark>(),
    suspectCounselling: jsonb('suspect_counselling').$type<SuspectMark>(),
  },
  (t) => [
    index('closing_rank_institute_idx').on(t.instituteId),
    uniqueIndex('closing_rank_bucket_idx').on(
      t.counsellingId,
      t.year,
      t.round,
      t.instituteId,
      t.courseId,
      t.quota,
      t.allottedCategory,
    ),
  ],
);

/**
 * What an imported closing-rank list says, one row a list row, kept whether or not it is shown
 * (docs/decisions/0038-closing-rank-lists.md): `official` (the counselling body's own list) or
 * `derived-list` (a list someone derived from the allotment lists). Re-importing the file
 * replaces its rows (import_run cascade).
 */
export const listedClosingRank = pgTable(
  'listed_closing_rank',
  {
    id: serial('id').primaryKey(),
    ...roundKeyColumns(),
    ...seatKeyColumns(),
    allottedCategory: text('allotted_category').notNull(),
    closingAiRank: integer('closing_ai_rank').notNull(),
    list: text('list', { enum: ['official', 'derived-list'] }).notNull(),
    /** The counselling body's college code as the list wrote it (KEA: `M001`). */
    collegeCode: text('college_code'),
    importRunId: integer('import_run_id')
      .notNull()
      .references(() => importRun.id, { onDelete: 'cascade' }),
    sourceRow: integer('source_row').notNull(),
  },
  (t) => [
    index('listed_closing_rank_scope_idx').on(t.counsellingId, t.year, t.round, t.list),
    index('listed_closing_rank_import_run_idx').on(t.importRunId),
    index('listed_closing_rank_institute_idx').on(t.instituteId),
  ],
);

/**
 * An operator's word on one closing rank (`npm run data -- confirm|correct`,
 * docs/decisions/0086-suspect-values.md): the rank as the source gave it (`value`), and that it
 * is right (`confirmed`) or should read `corrected_rank`. It holds while the source still gives
 * that value: a later list that changes the cell is checked afresh.
 */
export const closingRankReview = pgTable(
  'closing_rank_review',
  {
    ...roundKeyColumns(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institute.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => course.id, { onDelete: 'cascade' }),
    quota: text('quota').notNull(),
    allottedCategory: text('allotted_category').notNull(),
    rankType: text('rank_type', { enum: ['ai', 'counselling'] }).notNull(),
    value: integer('value').notNull(),
    verdict: text('verdict', { enum: ['confirmed', 'corrected'] }).notNull(),
    correctedRank: integer('corrected_rank'),
    reviewedBy: text('reviewed_by').notNull(),
    reason: text('reason').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.counsellingId,
        t.year,
        t.round,
        t.instituteId,
        t.courseId,
        t.quota,
        t.allottedCategory,
        t.rankType,
      ],
    }),
  ],
);

/**
 * One row counting changes to the data the screens read: statement triggers on those tables
 * bump it (migration 0006), so read caches keyed by it never serve rows an import replaced.
 */
export const dataVersion = pgTable('data_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * The Cutoff Ranks pivot, precomputed (docs/decisions/0015-cutoff-rows.md): one row
 * per counselling, institute, course, quota and allotted category, rebuilt from `closing_rank`
 * by `deriveCounselling`. `ai_ranks` and `counselling_ranks` map "year-round" to the closing
 * rank of that cell (null when the cell's allotments had none); their keys are the cells the
 * row has, which the year and round filters test (`?|`). `latest_*` is the closing rank of the
 * newest cell: what sorting by rank means.
 */
export const cutoffRow = pgTable(
  'cutoff_row',
  {
    ...counsellingColumn(),
    ...seatKeyColumns(),
    allottedCategory: text('allotted_category').notNull(),
    ...readCopyColumns(),
    aiRanks: jsonb('ai_ranks').$type<Record<string, number | null>>().notNull(),
    counsellingRanks: jsonb('counselling_ranks').$type<Record<string, number | null>>().notNull(),
    latestAiRank: integer('latest_ai_rank'),
    latestCounsellingRank: integer('latest_counselling_rank'),
    /** The marks of `closing_rank.suspect_*` by "year-round", marked cells only. */
    suspectAiRanks: jsonb('suspect_ai_ranks')
      .$type<Record<string, SuspectMark>>()
      .notNull()
      .default({}),
    suspectCounsellingRanks: jsonb('suspect_counselling_ranks')
      .$type<Record<string, SuspectMark>>()
      .notNull()
      .default({}),
  },
  (t) => {
    // Ties of every sort fall back to the default order, and the indexes end with it.
    const rest = [t.courseName, t.quota, t.allottedCategory, t.instituteId, t.courseId] as const;
    const byName = [t.instituteName, ...rest] as const;
    return [
      primaryKey({
        columns: [t.counsellingId, t.instituteId, t.courseId, t.quota, t.allottedCategory],
      }),
      index('cutoff_row_default_idx').on(t.counsellingId, ...byName),
      index('cutoff_row_institute_desc_idx').on(
        t.counsellingId,
        t.instituteName.desc().nullsLast(),
        ...rest,
      ),
      index('cutoff_row_course_idx').on(
        t.counsellingId,
        t.courseName,
        t.instituteName,
        t.quota,
        t.allottedCategory,
        t.instituteId,
        t.courseId,
      ),
      index('cutoff_row_course_desc_idx').on(
        t.counsellingId,
        t.courseName.desc().nullsLast(),
        t.instituteName,
        t.quota,
        t.allottedCategory,
        t.instituteId,
        t.courseId,
      ),
      index('cutoff_row_ai_idx').on(t.counsellingId, t.latestAiRank.asc().nullsLast(), ...byName),
      index('cutoff_row_ai_desc_idx').on(
        t.counsellingId,
        t.latestAiRank.desc().nullsLast(),
        ...byName,
      ),
      index('cutoff_row_counselling_idx').on(
        t.counsellingId,
        t.latestCounsellingRank.asc().nullsLast(),
        ...byName,
      ),
      index('cutoff_row_counselling_desc_idx').on(
        t.counsellingId,
        t.latestCounsellingRank.desc().nullsLast(),
        ...byName,
      ),
      index('cutoff_row_institute_idx').on(t.instituteId),
    ];
  },
);

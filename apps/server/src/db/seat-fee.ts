import { sql, type SQL } from 'drizzle-orm';

/** The columns that name one seat's bucket, as SQL expressions of the caller's aliases. */
export interface SeatKeys {
  counsellingId: SQL;
  instituteId: SQL;
  courseId: SQL;
  quota: SQL;
  category: SQL;
}

/**
 * The seat of a row of a table under `alias` (a constant, never input) whose seat columns are
 * named as in the schema: `allotment`, `closing_rank` and `cutoff_row` name the category
 * `allotted_category`; `seat_matrix` and `choice_list_option` name it `category`.
 */
export function seatKeysOf(
  alias: 'a' | 'k' | 'o' | 'r' | 's',
  categoryColumn: 'allotted_category' | 'category',
): SeatKeys {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    counsellingId: column('counselling_id'),
    instituteId: column('institute_id'),
    courseId: column('course_id'),
    quota: column('quota'),
    category: column(categoryColumn),
  };
}

/**
 * What the `fee` sort orders by on every screen: the first-year fee of the row's fee source,
 * named by its alias (a constant, never input): `seat_fee` (feeLateral), `f` (a `fee` row) or
 * `a` (an allotment's copy of its seat's fee, docs/decisions/0017-allotment-fee-copy.md).
 */
export function feeSort(alias: 'seat_fee' | 'f' | 'a'): SQL {
  return sql.raw(`${alias}.fee_year_1`);
}

/**
 * Between fee rows that fit equally well, which source wins, whatever the import order
 * (docs/decisions/0036-institute-details.md): an MCC profile PDF over every derived list, then
 * the newer year's file over the older (a file of no year last), then the order of import. Over
 * `f` (a `fee` row) and `fee_run` (its `import_run`, left-joined; a name no caller's seat alias
 * takes).
 */
export const FEE_SOURCE_PRECEDENCE = sql.raw(
  `(fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id`,
);

type FeePart = 'fee' | 'stipend' | 'bond' | 'beds' | 'boxes';

/** The columns of a profile's boxes that no other list states. */
const PROFILE_BOX_COLUMNS = [
  'admission_fee',
  'annual_fee',
  'nri_fee_year_1',
  'nri_fee_year_2',
  'nri_fee_year_3',
  'nri_fee_year_4',
  'nri_fee_year_5',
  'miscellaneous_charges',
  'reallocation_deduction',
  'amount_refunded',
  'amount_forfeited',
] as const;

interface FeePartColumns {
  /** Whether a fee row `f` states the part. */
  states: SQL;
  /** Its columns of `fee` as a seat shows them. */
  columns: readonly string[];
  /** Its columns over a course's years (net cost), where they are more than `columns`. */
  courseColumns?: readonly string[];
}

/**
 * The parts of a seat's money, each stated together by one source row: a fee list states the fee
 * (and its text), a profile the stipends, a bond list the bond. Each part comes from the most
 * specific row that states it (docs/decisions/0056-each-part-of-a-fee-from-the-row-that-states-it.md).
 */
const FEE_PARTS: Record<FeePart, FeePartColumns> = {
  fee: {
    states: sql`f.fee_year_1 is not null or f.annual_fee is not null
      or f.admission_fee is not null or f.fee_text is not null`,
    columns: ['fee_year_1', 'fee_text'],
    courseColumns: [
      'fee_year_1',
      'fee_text',
      'first_year_fee_box',
      'fee_year_2',
      'fee_year_3',
      'fee_year_4',
      'fee_year_5',
    ],
  },
  stipend: {
    states: sql`f.stipend_year_1 is not null`,
    columns: ['stipend_year_1'],
    courseColumns: ['stipend_year_1', 'stipend_year_2', 'stipend_year_3'],
  },
  bond: {
    states: sql`f.bond_years is not null or f.bond_penalty is not null`,
    columns: ['bond_years', 'bond_penalty'],
  },
  beds: { states: sql`f.beds is not null`, columns: ['beds'] },
  // An MCC profile's other boxes, as published (Financials & Bonds,
  // docs/decisions/0081-every-money-box-as-published.md); only a profile states them.
  boxes: {
    states: sql.raw(PROFILE_BOX_COLUMNS.map((column) => `f.${column} is not null`).join(' or ')),
    columns: PROFILE_BOX_COLUMNS,
  },
};

/**
 * Columns read as another expression than stored. A seat shows one first-year fee, to list and
 * sort by: the fee row's year-1 fee, else, for an MCC profile that leaves that box at a
 * placeholder, its annual fee, else the amount paid at admission. The fee row keeps each box as
 * published, and the institute's details and Financials & Bonds show them apart
 * (docs/decisions/0081-every-money-box-as-published.md).
 */
const READ_AS: Partial<Record<string, string>> = {
  bond_years: 'f.bond_years::float8',
  fee_year_1: 'coalesce(f.fee_year_1, f.annual_fee, f.admission_fee)',
  // Which of those boxes it is, by its figure's name (the choice list's net cost says so).
  first_year_fee_box: `case when f.fee_year_1 is not null then 'feeYear1'
    when f.annual_fee is not null then 'annualFee'
    when f.admission_fee is not null then 'admissionFee' end`,
};

/**
 * The asked parts' columns, aggregated over fee rows `f` (with `fee_run`): each part's columns
 * from the first row in `order` that states the part. The same order and filter pick one row for
 * all of a part's columns, so a part never mixes rows.
 */
function moneyColumns(parts: readonly FeePart[], course: boolean, order: SQL): SQL {
  return sql.join(
    parts.flatMap((part) =>
      ((course && FEE_PARTS[part].courseColumns) || FEE_PARTS[part].columns).map((column) => {
        const value = sql.raw(READ_AS[column] ?? `f.${column}`);
        return sql`(array_agg(${value} order by ${order})
          filter (where ${FEE_PARTS[part].states}))[1] as ${sql.raw(column)}`;
      }),
    ),
    sql`, `,
  );
}

/** Most specific fee row first: one naming the course, counselling, quota and category. */
const SPECIFIC_FIRST = sql`(f.course_id is null), (f.counselling_id is null), (f.quota is null),
    (f.category is null), ${FEE_SOURCE_PRECEDENCE}`;

/**
 * The asked parts of a seat's money as one row `seat_fee`, from one scan of the fee rows that
 * fit the seat's institute (course, counselling, quota and category when the row names them,
 * institute-wide otherwise): each part's columns from the first row, most specific and then by
 * FEE_SOURCE_PRECEDENCE, that states the part.
 */
function seatMoney(seat: SeatKeys, parts: readonly FeePart[], course: boolean): SQL {
  return sql`left join lateral (
    select ${moneyColumns(parts, course, SPECIFIC_FIRST)}
    from fee f
    left join import_run fee_run on fee_run.id = f.import_run_id
    where f.institute_id = ${seat.instituteId}
      and (f.course_id = ${seat.courseId} or f.course_id is null)
      and (f.counselling_id = ${seat.counsellingId} or f.counselling_id is null)
      and (f.quota = ${seat.quota} or f.quota is null)
      and (f.category = ${seat.category} or f.category is null)
  ) seat_fee on true`;
}

/**
 * The fee rows as Financials & Bonds lists them: one per seat key as its rows name it
 * (counselling, institute, course, quota, category) and list year, each part of the money from
 * the row FEE_SOURCE_PRECEDENCE prefers among those that state it, as a seat reads it
 * (docs/decisions/0059-one-financials-row-per-seat-and-year.md), with every year's fee and
 * stipend and a profile's other boxes (docs/decisions/0081-every-money-box-as-published.md).
 * `id` is the key's first fee row.
 * A subquery to alias; filters on its key columns reach the fee rows before they are grouped.
 */
export const FEE_ROWS_BY_SEAT_AND_YEAR = sql`(
  select min(f.id) as id, f.counselling_id, f.institute_id, f.course_id, f.quota, f.category,
    fee_run.year,
    ${moneyColumns(['fee', 'stipend', 'bond', 'beds', 'boxes'], true, FEE_SOURCE_PRECEDENCE)}
  from fee f
  left join import_run fee_run on fee_run.id = f.import_run_id
  group by f.counselling_id, f.institute_id, f.course_id, f.quota, f.category, fee_run.year
)`;

/**
 * Fee, stipend, bond and beds for a seat (`seat_fee`), or only the parts asked for. The data
 * screens join it per row; allotments keep a copy of its first-year fee to sort on
 * (refreshAllotmentFees in data/derive.ts).
 */
export function feeLateral(
  seat: SeatKeys,
  parts: readonly FeePart[] = ['fee', 'stipend', 'bond', 'beds'],
): SQL {
  return seatMoney(seat, parts, false);
}

/** The same parts with every year's fee and stipend (net cost over a course). */
export function courseFeeLateral(seat: SeatKeys): SQL {
  return seatMoney(seat, ['fee', 'stipend', 'bond'], true);
}

/**
 * The first-year fee (`seat_fee.fee_year_1`, what the fee sort orders by) of each seat in
 * `seats` (alias `b`: counselling_id, institute_id, course_id, quota, category, each seat once),
 * joined to the row whose seat is `seat`: the same fee feeLateral(seat, ['fee']) reads, from the
 * most specific row that states it, but for all the seats in one join and one ordered pass
 * instead of one lookup per row. A sort of a whole counselling's rows by fee (Seat Matrix: 55,000
 * rows of MCC NEET PG) then costs a join, not 55,000 lookups; the counselling's condition on the
 * outer row reaches `seats` through the join keys
 * (docs/decisions/0082-distinct-requests-measured.md).
 */
export function seatFeeJoin(seats: SQL, seat: SeatKeys): SQL {
  return sql`left join (
    select distinct on (b.counselling_id, b.institute_id, b.course_id, b.quota, b.category)
      b.counselling_id, b.institute_id, b.course_id, b.quota, b.category, f.fee_year_1
    from ${seats} b
    join fee f on f.institute_id = b.institute_id
      and (f.course_id = b.course_id or f.course_id is null)
      and (f.counselling_id = b.counselling_id or f.counselling_id is null)
      and (f.quota = b.quota or f.quota is null)
      and (f.category = b.category or f.category is null)
    left join import_run fee_run on fee_run.id = f.import_run_id
    where ${FEE_PARTS.fee.states}
    order by b.counselling_id, b.institute_id, b.course_id, b.quota, b.category, ${SPECIFIC_FIRST}
  ) seat_fee on seat_fee.counselling_id = ${seat.counsellingId}
    and seat_fee.institute_id = ${seat.instituteId} and seat_fee.course_id = ${seat.courseId}
    and seat_fee.quota = ${seat.quota} and seat_fee.category = ${seat.category}`;
}

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

/** The most specific fee row for a seat's institute, its `columns` (of `f`) as `seat_fee`. */
function mostSpecificFee(seat: SeatKeys, columns: SQL): SQL {
  return sql`left join lateral (
    select ${columns}
    from fee f
    left join import_run fee_run on fee_run.id = f.import_run_id
    where f.institute_id = ${seat.instituteId}
      and (f.course_id = ${seat.courseId} or f.course_id is null)
      and (f.counselling_id = ${seat.counsellingId} or f.counselling_id is null)
      and (f.quota = ${seat.quota} or f.quota is null)
      and (f.category = ${seat.category} or f.category is null)
    order by (f.course_id is null), (f.counselling_id is null), (f.quota is null),
      (f.category is null), ${FEE_SOURCE_PRECEDENCE}
    limit 1
  ) seat_fee on true`;
}

/**
 * Fee, stipend, bond and beds for a seat: the most specific fee row for its institute (course,
 * counselling, quota and category when the fee row names them, institute-wide otherwise). The
 * data screens join it per row; allotments keep a copy of its first-year fee to sort on
 * (refreshAllotmentFees in data/derive.ts).
 */
export function feeLateral(seat: SeatKeys): SQL {
  return mostSpecificFee(
    seat,
    sql`f.fee_year_1, f.fee_text, f.stipend_year_1, f.bond_years::float8 as bond_years,
      f.bond_penalty, f.beds`,
  );
}

/** The same fee row with every year's fee and stipend (net cost over a course). */
export function courseFeeLateral(seat: SeatKeys): SQL {
  return mostSpecificFee(
    seat,
    sql`f.fee_year_1, f.fee_year_2, f.fee_year_3, f.fee_year_4, f.fee_year_5,
      f.stipend_year_1, f.stipend_year_2, f.stipend_year_3,
      f.bond_years::float8 as bond_years, f.bond_penalty`,
  );
}

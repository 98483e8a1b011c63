import type {
  AllotmentRow,
  CutoffRow,
  DataScreen,
  FinancialRow,
  ScreenRowTypes,
  SeatMatrixRow,
} from '@seatscope/shared';
import { formatFee, formatNumber, formatRank, formatRupees, formatText } from './format';

/** One column of a data screen: its header (spec §9) and how a cell reads. */
export interface ScreenColumn<Row> {
  id: string;
  header: string;
  value: (row: Row) => string;
  numeric?: boolean;
  /** Extra columns the spec does not list are available but hidden until chosen. */
  hiddenByDefault?: boolean;
}

type Seat = AllotmentRow | SeatMatrixRow | CutoffRow | FinancialRow;

const quota: ScreenColumn<Seat> = {
  id: 'quota',
  header: 'Quota',
  value: (r) => formatText(r.quotaName),
};
const category: ScreenColumn<Seat> = {
  id: 'category',
  header: 'Category',
  value: (r) => formatText(r.category),
};
const state: ScreenColumn<Seat> = {
  id: 'state',
  header: 'State',
  value: (r) => formatText(r.state),
};
const institute: ScreenColumn<Seat> = {
  id: 'institute',
  header: 'Institute',
  value: (r) => r.instituteName,
};
const course: ScreenColumn<Seat> = {
  id: 'course',
  header: 'Course',
  value: (r) => formatText(r.courseName),
};
const fee: ScreenColumn<Seat> = {
  id: 'fee',
  header: 'Fee',
  value: (r) => formatFee(r.fee, r.feeText),
  numeric: true,
};
const beds: ScreenColumn<Seat> = {
  id: 'beds',
  header: 'Beds',
  value: (r) => formatNumber(r.beds),
  numeric: true,
};

type Bonded = AllotmentRow | CutoffRow | FinancialRow;
const bondColumns: ScreenColumn<Bonded>[] = [
  { id: 'bondYears', header: 'Bond Years', value: (r) => formatNumber(r.bondYears), numeric: true },
  {
    id: 'bondPenalty',
    header: 'Bond Penalty',
    value: (r) => formatRupees(r.bondPenalty),
    numeric: true,
  },
  {
    id: 'stipendYear1',
    header: 'Stipend Year 1',
    value: (r) => formatRupees(r.stipendYear1),
    numeric: true,
  },
];

const year: ScreenColumn<AllotmentRow | SeatMatrixRow> = {
  id: 'year',
  header: 'Year',
  value: (r) => String(r.year),
  hiddenByDefault: true,
};
const round: ScreenColumn<AllotmentRow | SeatMatrixRow> = {
  id: 'round',
  header: 'Round',
  value: (r) => r.roundLabel,
};

export const SCREEN_COLUMNS: { [S in DataScreen]: ScreenColumn<ScreenRowTypes[S]>[] } = {
  allotments: [
    year,
    round,
    { id: 'aiRank', header: 'AI Rank', value: (r) => formatRank(r.aiRank), numeric: true },
    {
      id: 'counsellingRank',
      header: 'Counselling Rank',
      value: (r) => formatRank(r.counsellingRank),
      numeric: true,
    },
    state,
    institute,
    course,
    quota,
    category,
    fee,
    beds,
    ...bondColumns,
  ],
  cutoffs: [quota, category, state, institute, course, beds, fee, ...bondColumns],
  'seat-matrix': [
    year,
    { ...round, hiddenByDefault: true },
    quota,
    category,
    state,
    institute,
    course,
    beds,
    fee,
    { id: 'seats', header: 'Seats Clear', value: (r) => formatNumber(r.seats), numeric: true },
  ],
  financials: [
    state,
    institute,
    course,
    quota,
    { ...category, hiddenByDefault: true },
    fee,
    beds,
    ...bondColumns,
  ],
};

/** Column visibility as the screen starts (and as Reset restores it). */
export function defaultVisibility(screen: DataScreen): Record<string, boolean> {
  return Object.fromEntries(
    SCREEN_COLUMNS[screen].map((column) => [column.id, !column.hiddenByDefault]),
  );
}

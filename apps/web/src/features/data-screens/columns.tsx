import type { ReactNode } from 'react';
import {
  FINANCIAL_MONEY_BOXES,
  PROFILE_BOX_LABELS,
  type AllotmentRow,
  type CutoffRow,
  type DataScreen,
  type FinancialRow,
  type ScreenRowTypes,
  type SeatMatrixRow,
} from '@seatscope/shared';
import { formatDollars, formatNumber, formatRank, formatRupees, formatText } from './format';

/**
 * Which identifying column a cell is: both stay on the left while the numbers scroll
 * (docs/decisions/0025-data-tables-that-fit.md).
 */
export type StickySlot = 'institute' | 'course';

/** One column of a data screen: its header (docs/product.md#data-screens) and how a cell reads. */
export interface ScreenColumn<Row> {
  id: string;
  header: string;
  /** The cell as text: the details dialog, and the table unless `cell` draws it. */
  value: (row: Row) => string;
  cell?: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Extra columns docs/product.md#data-screens does not list are available but hidden until chosen. */
  hiddenByDefault?: boolean;
  /** Shown beneath an identifying cell in the table; a field of its own in the details. */
  detailsOnly?: boolean;
  sticky?: StickySlot;
}

type Seat = AllotmentRow | SeatMatrixRow | CutoffRow | FinancialRow;

const quota: ScreenColumn<Seat> = {
  id: 'quota',
  header: 'Quota',
  value: (r) => formatText(r.quotaName),
  detailsOnly: true,
};
const category: ScreenColumn<Seat> = {
  id: 'category',
  header: 'Category',
  value: (r) => formatText(r.category),
  detailsOnly: true,
};
const state: ScreenColumn<Seat> = {
  id: 'state',
  header: 'State',
  value: (r) => formatText(r.state),
  detailsOnly: true,
};

/** A name with a smaller line beneath it (what the row's other identifying fields are). */
function Stacked({ main, beneath }: { main: string; beneath: string }) {
  return (
    <>
      <span className="block font-medium">{main}</span>
      {beneath && <span className="block text-xs text-muted-foreground">{beneath}</span>}
    </>
  );
}

const institute: ScreenColumn<Seat> = {
  id: 'institute',
  header: 'Institute',
  value: (r) => r.instituteName,
  cell: (r) => <Stacked main={r.instituteName} beneath={r.state ?? ''} />,
  sticky: 'institute',
};
/** Quota and category read beneath the course: together they say which seat a row is. */
const course: ScreenColumn<Seat> = {
  id: 'course',
  header: 'Course',
  value: (r) => formatText(r.courseName),
  cell: (r) => (
    <Stacked
      main={formatText(r.courseName)}
      beneath={[r.quotaName, r.category].filter(Boolean).join(' · ')}
    />
  ),
  sticky: 'course',
};
/** The fee as a number; the source's own words ("AS PER NBE GUIDELINES", "₹6,000*") in the details. */
const fee: ScreenColumn<Seat> = {
  id: 'fee',
  header: 'Fee',
  value: (r) => formatRupees(r.fee),
  numeric: true,
};
const feeSource: ScreenColumn<Seat> = {
  id: 'feeText',
  header: 'Fee as published',
  value: (r) => formatText(r.feeText),
  detailsOnly: true,
};
const beds: ScreenColumn<Seat> = {
  id: 'beds',
  header: 'Beds',
  value: (r) => formatNumber(r.beds),
  numeric: true,
};

type Bonded = AllotmentRow | CutoffRow | FinancialRow;
const stipend: ScreenColumn<Bonded> = {
  id: 'stipendYear1',
  header: 'Stipend Year 1',
  value: (r) => formatRupees(r.stipendYear1),
  numeric: true,
};
const bondColumns: ScreenColumn<Bonded>[] = [
  { id: 'bondYears', header: 'Bond Years', value: (r) => formatNumber(r.bondYears), numeric: true },
  {
    id: 'bondPenalty',
    header: 'Bond Penalty',
    value: (r) => formatRupees(r.bondPenalty),
    numeric: true,
  },
];

/**
 * An MCC profile's other boxes, labelled as the profile labels them and as published; shown only
 * where the counselling's fee rows have the box (`Facets.moneyBoxes`,
 * docs/decisions/0081-every-money-box-as-published.md).
 */
const moneyBoxColumns: ScreenColumn<FinancialRow>[] = FINANCIAL_MONEY_BOXES.map((box) => ({
  id: box,
  header: PROFILE_BOX_LABELS[box] ?? box,
  value: (r) => (box.startsWith('nri') ? formatDollars(r[box]) : formatRupees(r[box])),
  numeric: true,
}));

/** A fee's year may be unknown (docs/decisions/0055-a-fee-row-says-its-year.md). */
const year: ScreenColumn<AllotmentRow | SeatMatrixRow | FinancialRow> = {
  id: 'year',
  header: 'Year',
  value: (r) => formatText(r.year === null ? null : String(r.year)),
};
const round: ScreenColumn<AllotmentRow | SeatMatrixRow> = {
  id: 'round',
  header: 'Round',
  value: (r) => r.roundLabel,
};
const identity = [institute, state, course, quota, category];

/**
 * Each screen's columns: who the row is (institute, course) first, then the numbers people
 * compare on that screen, then the rest.
 */
export const SCREEN_COLUMNS: { [S in DataScreen]: ScreenColumn<ScreenRowTypes[S]>[] } = {
  allotments: [
    ...identity,
    { id: 'aiRank', header: 'AI Rank', value: (r) => formatRank(r.aiRank), numeric: true },
    {
      id: 'counsellingRank',
      header: 'Counselling Rank',
      value: (r) => formatRank(r.counsellingRank),
      numeric: true,
    },
    year,
    round,
    fee,
    feeSource,
    stipend,
    ...bondColumns,
    beds,
  ],
  // The closing-rank columns come from the data and follow the identifying columns.
  cutoffs: [...identity, fee, feeSource, stipend, ...bondColumns, beds],
  'seat-matrix': [
    ...identity,
    year,
    round,
    { id: 'seats', header: 'Seats Clear', value: (r) => formatNumber(r.seats), numeric: true },
    fee,
    feeSource,
    beds,
  ],
  financials: [
    ...identity,
    year,
    fee,
    feeSource,
    stipend,
    ...bondColumns,
    beds,
    ...moneyBoxColumns,
  ],
};

/** Column visibility as the screen starts (and as Reset restores it). */
export function defaultVisibility(screen: DataScreen): Record<string, boolean> {
  return Object.fromEntries(
    SCREEN_COLUMNS[screen].map((column) => [column.id, !column.hiddenByDefault]),
  );
}

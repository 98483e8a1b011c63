import {
  INSTITUTE_FIGURES,
  PROFILE_BOX_LABELS,
  formatRupees,
  formatYears,
  type FigureSource,
  type InstituteDetail,
  type InstituteFigure,
  type InstituteOffering,
} from '@seatscope/shared';

// How an institute's details read (docs/decisions/0036-institute-details.md): each figure with
// the file it came from, and the counsellings and courses it appears in.

const FIGURE_LABELS: Record<InstituteFigure, string> = {
  admissionFee: 'Paid at admission',
  feeYear1: 'Fee, year 1',
  feeYear2: 'Fee, year 2',
  feeYear3: 'Fee, year 3',
  feeYear4: 'Fee, year 4',
  feeYear5: 'Fee, year 5',
  annualFee: 'Annual fee',
  nriFeeYear1: 'NRI fee, year 1',
  nriFeeYear2: 'NRI fee, year 2',
  nriFeeYear3: 'NRI fee, year 3',
  nriFeeYear4: 'NRI fee, year 4',
  nriFeeYear5: 'NRI fee, year 5',
  miscellaneousCharges: 'Miscellaneous charges',
  reallocationDeduction: 'Deducted on re-allocation',
  amountRefunded: 'Refunded on resigning',
  amountForfeited: 'Forfeited on resigning',
  stipendYear1: 'Stipend, year 1',
  stipendYear2: 'Stipend, year 2',
  stipendYear3: 'Stipend, year 3',
  bondYears: 'Bond',
  bondPenalty: 'Bond penalty',
  hostelFee: 'Hostel fee',
};

/** The figures a profile publishes in US dollars. */
const DOLLAR_FIGURES: ReadonlySet<InstituteFigure> = new Set([
  'nriFeeYear1',
  'nriFeeYear2',
  'nriFeeYear3',
  'nriFeeYear4',
  'nriFeeYear5',
]);

/** A figure's label: the profile's own where a profile gave it. */
function figureLabel(figure: InstituteFigure, source: FigureSource | undefined): string {
  return (
    (source?.importKind === 'mcc-profiles' && PROFILE_BOX_LABELS[figure]) || FIGURE_LABELS[figure]
  );
}

export interface FigureLine {
  figure: InstituteFigure;
  label: string;
  /** "₹1,23,456", "2 years", or what opens a withheld figure. */
  value: string;
  locked: boolean;
  /** "700957_profile.pdf, page 2 (MCC NEET PG)". */
  source: string;
}

/**
 * Where a figure came from, as a sentence's end: the file with the page (a PDF) or row within
 * it, and the counselling's fee list.
 */
export function sourceText(source: FigureSource): string {
  const counselling = source.counsellingName ? ` (${source.counsellingName})` : '';
  if (!source.fileName) return `generated demo data, no imported file${counselling}`;
  const within =
    source.sourcePage !== null
      ? `, page ${source.sourcePage}`
      : source.sourceRow !== null
        ? `, row ${source.sourceRow}`
        : '';
  return `${source.fileName}${within}${counselling}`;
}

function valueText(figure: InstituteFigure, value: number): string {
  if (figure === 'bondYears') return `${value} ${value === 1 ? 'year' : 'years'}`;
  if (DOLLAR_FIGURES.has(figure)) return `$${Math.round(value).toLocaleString('en-US')}`;
  return formatRupees(Math.round(value * 100));
}

/** The figures the data states (or withholds), in their order; unknown ones are left out. */
export function figureLines(detail: InstituteDetail): FigureLine[] {
  return INSTITUTE_FIGURES.flatMap((figure) => {
    const source = detail.sources[figure];
    const value = detail[figure];
    const locked = detail.locked.includes(figure);
    if (!source || (value === null && !locked)) return [];
    return [
      {
        figure,
        label: figureLabel(figure, source),
        value: value === null ? 'Included with a package' : valueText(figure, value),
        locked,
        source: sourceText(source),
      },
    ];
  });
}

export interface OfferingGroup {
  counsellingId: string;
  counsellingName: string;
  courses: { courseId: number; courseName: string; years: string; seats: string }[];
}

/** The courses grouped by counselling, in the order served. */
export function offeringGroups(offerings: readonly InstituteOffering[]): OfferingGroup[] {
  const groups = new Map<string, OfferingGroup>();
  for (const offering of offerings) {
    let group = groups.get(offering.counsellingId);
    if (!group) {
      group = {
        counsellingId: offering.counsellingId,
        counsellingName: offering.counsellingName,
        courses: [],
      };
      groups.set(offering.counsellingId, group);
    }
    const newest = offering.years.at(-1);
    group.courses.push({
      courseId: offering.courseId,
      courseName: offering.courseName,
      years: formatYears(offering.years),
      seats:
        offering.seats === null
          ? 'seats with a package'
          : `${offering.seats.toLocaleString('en-IN')} ${offering.seats === 1 ? 'seat' : 'seats'}${newest === undefined ? '' : ` in ${newest}`}`,
    });
  }
  return [...groups.values()];
}

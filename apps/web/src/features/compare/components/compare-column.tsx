import { lazy, Suspense, type ReactNode } from 'react';
import { LockIcon, XIcon } from 'lucide-react';
import {
  INSTITUTE_FIGURES,
  sameChoiceOption,
  type Comparison,
  type ComparedOption,
  type InstituteDetail,
} from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatChance } from '@/lib/chance';
import {
  figureLabel,
  figureValue,
  itemId,
  rankPoints,
  rankText,
  rupees,
  type ComparedItem,
} from '../model';

// The chart library loads with the first chart, not with the screen.
const TrendChart = lazy(() => import('@/components/trend-chart/trend-chart'));

/** One labelled figure of a column. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b py-1 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const place = (detail: Pick<InstituteDetail, 'district' | 'state'>) =>
  [detail.district, detail.state].filter(Boolean).join(', ') || 'N/A';

function hostelText(detail: InstituteDetail): string {
  const { hostelFeeMen: men, hostelFeeWomen: women } = detail;
  if (men === null && women === null) return 'N/A';
  if (men === null || women === null || men === women) return `${rupees(men ?? women)}/yr`;
  return `${rupees(men)} (men) · ${rupees(women)} (women)`;
}

/**
 * Every money figure the institute's details carry, in the API's order: the named figures
 * first, then any other number the details hold that is not a count (so a figure the API adds
 * shows without a change here). A withheld figure says what opens it.
 */
function instituteMoney(detail: InstituteDetail): { field: string; text: string }[] {
  const NOT_MONEY = new Set(['id', 'beds', 'hostelFeeMen', 'hostelFeeWomen']);
  const fields = [
    ...new Set<string>([
      ...INSTITUTE_FIGURES,
      ...Object.keys(detail).filter(
        (key) => !NOT_MONEY.has(key) && typeof Reflect.get(detail, key) === 'number',
      ),
    ]),
  ];
  const locked = new Set<string>(detail.locked);
  return fields.flatMap((field) => {
    const value: unknown = Reflect.get(detail, field);
    if (typeof value === 'number') return [{ field, text: figureValue(field, value) }];
    if (locked.has(field)) return [{ field, text: 'Included with a package' }];
    return [];
  });
}

function InstituteFacts({ detail }: { detail: InstituteDetail | undefined }) {
  if (!detail) return <p className="text-sm text-muted-foreground">Loading the college…</p>;
  const money = instituteMoney(detail);
  return (
    <>
      <Section title="College">
        <dl className="text-sm">
          <Figure label="Place">{place(detail)}</Figure>
          <Figure label="Beds">
            {detail.beds === null ? 'N/A' : detail.beds.toLocaleString('en-IN')}
          </Figure>
          <Figure label="Hostel">{hostelText(detail)}</Figure>
          <Figure label="Management">{detail.management ?? 'N/A'}</Figure>
        </dl>
      </Section>
      <Section title="College fees, stipends and bond">
        {money.length === 0 ? (
          <p className="text-sm text-muted-foreground">No fee, stipend or bond on record.</p>
        ) : (
          <dl className="text-sm" data-testid="college-money">
            {money.map((line) => (
              <Figure key={line.field} label={figureLabel(line.field)}>
                {line.text}
              </Figure>
            ))}
          </dl>
        )}
      </Section>
    </>
  );
}

function chanceText(
  option: ComparedOption,
  comparison: Comparison,
  rankFromProfile: boolean,
): string {
  if (option.locked) return 'Locked in the demo';
  if (comparison.rank === null || comparison.category === null) {
    return 'Enter your rank to see the chance';
  }
  if (rankFromProfile && comparison.rankType === 'counselling') {
    return 'Enter your merit rank of this counselling to see the chance';
  }
  if (option.category !== comparison.category) {
    return `A seat of another category than ${comparison.category}`;
  }
  if (option.probability === null) return 'No prediction for this option';
  return formatChance(option.probability);
}

function OptionFacts({
  option,
  comparison,
  rankFromProfile,
}: {
  option: ComparedOption;
  comparison: Comparison;
  rankFromProfile: boolean;
}) {
  const points = rankPoints(option, comparison.rounds);
  const years = option.durationYears ?? option.fees.length;
  return (
    <>
      <Section title="Chance">
        <p className="text-2xl font-semibold tabular-nums" data-testid="compare-chance">
          {chanceText(option, comparison, rankFromProfile)}
        </p>
        {comparison.rank !== null && comparison.targetYear !== null && (
          <p className="text-xs text-muted-foreground">
            At rank {rankText(comparison.rank)}, {comparison.category}, for {comparison.targetYear}
          </p>
        )}
      </Section>
      {option.locked ? (
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <LockIcon className="size-3.5" aria-hidden />
          Ranks and fees are locked in the demo: purchase a package to see them.
        </p>
      ) : (
        <>
          <Section title="Closing ranks">
            {points.length === 0 ? (
              <p className="text-sm text-muted-foreground">No closing rank on record.</p>
            ) : (
              <>
                <Suspense fallback={<div className="h-64" />}>
                  <TrendChart columns={comparison.rounds} rows={[option]} />
                </Suspense>
                <dl className="text-sm">
                  {points.map((point) => (
                    <Figure key={point.label} label={point.label}>
                      {rankText(point.closing)}
                    </Figure>
                  ))}
                </dl>
              </>
            )}
          </Section>
          <Section title="Seat fees, stipends and bond">
            <dl className="text-sm" data-testid="seat-money">
              {option.fees.slice(0, Math.max(1, years)).map((fee, index) => (
                <Figure key={`fee-${index}`} label={`Fee year ${index + 1}`}>
                  {rupees(fee)}
                </Figure>
              ))}
              {option.stipends.map((stipend, index) => (
                <Figure key={`stipend-${index}`} label={`Stipend year ${index + 1} (month)`}>
                  {rupees(stipend)}
                </Figure>
              ))}
              <Figure label="Bond">
                {option.bondYears === null ? 'N/A' : figureValue('bondYears', option.bondYears)}
              </Figure>
              <Figure label="Bond penalty">{rupees(option.bondPenalty)}</Figure>
              <Figure label="Net cost">
                {option.netCost === null
                  ? 'N/A'
                  : option.netCost.total !== null
                    ? rupees(option.netCost.total)
                    : `${rupees(option.netCost.known)} known; unknown: ${option.netCost.unknown.join(', ')}`}
              </Figure>
            </dl>
          </Section>
        </>
      )}
    </>
  );
}

export interface ColumnProps {
  item: ComparedItem;
  comparisons: Map<string, { data?: Comparison; error: Error | null }>;
  details: Map<number, InstituteDetail>;
  rankFromProfile: boolean;
  onRemove: () => void;
}

export function Column({ item, comparisons, details, rankFromProfile, onRemove }: ColumnProps) {
  const instituteId = item.kind === 'institute' ? item.instituteId : item.option.instituteId;
  const detail = details.get(instituteId);
  const read = item.kind === 'option' ? comparisons.get(item.counselling) : undefined;
  const option =
    item.kind === 'option'
      ? read?.data?.options.find((candidate) => sameChoiceOption(candidate, item.option))
      : undefined;
  const name = item.kind === 'option' ? (option?.instituteName ?? detail?.name) : detail?.name;
  const heading = name ?? 'Loading…';
  const body = (() => {
    if (item.kind === 'institute') return <InstituteFacts detail={detail} />;
    if (read?.error) {
      return (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(read.error)}
        </p>
      );
    }
    if (!read?.data) return <p className="text-sm text-muted-foreground">Loading…</p>;
    if (!option) {
      return (
        <p className="text-sm text-muted-foreground">
          This option is not in the data: its college or course is no longer listed.
        </p>
      );
    }
    return (
      <>
        <OptionFacts option={option} comparison={read.data} rankFromProfile={rankFromProfile} />
        <InstituteFacts detail={detail} />
      </>
    );
  })();
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 break-inside-avoid"
      aria-labelledby={`compare-${itemId(item)}`}
      data-testid="compare-column"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={`compare-${itemId(item)}`} className="leading-snug font-semibold break-words">
            {heading}
          </h2>
          {item.kind === 'option' ? (
            <>
              <p className="text-sm break-words">{option?.courseName ?? ''}</p>
              <p className="text-xs text-muted-foreground">
                {[item.option.quotaName, item.option.category, item.counselling].join(' · ')}
              </p>
              {option && !option.offered && (
                <p className="text-sm font-medium text-destructive">
                  No longer offered in the latest data
                </p>
              )}
            </>
          ) : (
            <p className="text-xs text-muted-foreground">College</p>
          )}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="print:hidden"
          aria-label={`Remove ${heading} from the comparison`}
          onClick={onRemove}
        >
          <XIcon aria-hidden />
        </Button>
      </div>
      {body}
    </li>
  );
}

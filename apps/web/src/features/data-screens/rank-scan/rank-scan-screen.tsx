import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ScanSearchIcon } from 'lucide-react';
import { type ChanceGroupId, type PredictionPage, type PredictionRow } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/option-select';
import { usePredictions, type PredictionRequest } from '../api/rank-tools';
import { RankResultItem, RankToolPage } from '../components/rank-tool-page';
import {
  RankToolFields,
  useRankToolRequest,
  type RankToolActions,
} from '../components/rank-tool-form';
import { formatRank, formatRupees } from '../format';
import { AccuracyNote } from './accuracy-note';
import { chanceGroupPages, formatChance, groupByChance, likelyRoundText } from './chance-groups';

export interface RankScanScreenProps {
  /** Opens the purchase flow; the app layer decides what that is. */
  onPurchase: () => void;
  /**
   * What each option offers to do with it (the choice list's "Add to choice list"): filled by
   * the route, so this feature imports no other (docs/decisions/0022-rank-tools.md).
   */
  actions?: RankToolActions<PredictionRow>;
}

/** The seat category offered first: the open (unreserved) one where the data has it. */
function defaultCategory(categories: string[]): string {
  return (
    categories.find((category) => /^(open|general|gn|gm|oc|ur)$/i.test(category)) ??
    categories[0] ??
    ''
  );
}

function bondText(bond: PredictionRow['bond']): string {
  if (!bond) return 'N/A';
  const years = bond.years === null ? null : `${bond.years} ${bond.years === 1 ? 'year' : 'years'}`;
  const penalty = bond.penalty === null ? null : formatRupees(bond.penalty);
  return [years, penalty].filter(Boolean).join(', ') || 'N/A';
}

/** The chance per round and the first likely round; nothing where no round has a figure. */
function RoundChances({ row }: { row: PredictionRow }) {
  const summary = likelyRoundText(row);
  if (summary === null) return null;
  return (
    <div>
      <p className="text-xs text-muted-foreground">By round</p>
      <p className="text-sm font-medium" data-testid="likely-round">
        {summary}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5 text-xs" aria-label="Chance by round">
        {row.rounds.map((round) => (
          <li key={round.round} className="rounded border bg-muted/50 px-1.5 py-0.5 tabular-nums">
            {round.roundLabel}:{' '}
            {round.probability === null ? 'no history' : formatChance(round.probability)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function OptionItem({ row, actions }: { row: PredictionRow; actions: ReactNode }) {
  const facts = [
    { label: 'Expected closing rank', value: formatRank(row.expectedClosingRank) },
    { label: 'Fee (year 1)', value: formatRupees(row.fee) },
    { label: 'Stipend (year 1)', value: formatRupees(row.stipend) },
    { label: 'Bond', value: bondText(row.bond) },
  ];
  return (
    <RankResultItem
      testId="scan-option"
      title={row.instituteName}
      subtitle={
        <p className="text-sm break-words text-muted-foreground">
          {[row.courseName, row.quotaName, row.category, row.state].filter(Boolean).join(' · ')}
        </p>
      }
      figure={
        <p className="shrink-0 text-right">
          <span className="block text-xl font-semibold tabular-nums">
            {formatChance(row.probability)}
          </span>
          <span className="text-xs text-muted-foreground">chance</span>
        </p>
      }
      actions={actions}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs text-muted-foreground">{fact.label}</dt>
            <dd className="tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <RoundChances row={row} />
      <div>
        <p className="text-xs text-muted-foreground">Closing ranks (evidence)</p>
        <ul
          className="mt-1 flex flex-wrap gap-1.5 text-xs"
          aria-label="Closing ranks by year and round"
        >
          {row.history.map((cell) => (
            <li
              key={`${cell.year}-${cell.round}`}
              className="rounded border bg-muted/50 px-1.5 py-0.5 tabular-nums"
            >
              {cell.year} {cell.roundLabel}: {formatRank(cell.closingRank)}
            </li>
          ))}
        </ul>
      </div>
    </RankResultItem>
  );
}

/**
 * Each group's count over the whole result, as buttons that open the page its options start
 * on and bring its heading into view (docs/product.md#rank-deepscan).
 */
function ChanceSummary({
  data,
  onGroup,
}: {
  data: PredictionPage;
  onGroup: (group: ChanceGroupId, firstPage: number) => void;
}) {
  return (
    <nav aria-label="Chance groups" className="flex flex-wrap gap-2">
      {chanceGroupPages(data).map(({ group, count, firstPage }) => (
        <Button
          key={group.id}
          type="button"
          variant="outline"
          size="sm"
          disabled={count === 0}
          onClick={() => onGroup(group.id, firstPage)}
        >
          {group.title}
          <span className="tabular-nums text-muted-foreground">
            {count.toLocaleString('en-IN')}
          </span>
        </Button>
      ))}
    </nav>
  );
}

/** Scrolls a chance group's heading into view; false when the page does not show it. */
function showGroupHeading(group: ChanceGroupId): boolean {
  const heading = document.getElementById(`chance-${group}`);
  heading?.scrollIntoView({ block: 'start' });
  return heading !== null;
}

function ChanceGroups({
  data,
  actionsFor,
  onPage,
}: {
  data: PredictionPage;
  actionsFor: (row: PredictionRow) => ReactNode;
  onPage: (page: number) => void;
}) {
  // The group asked for from the summary, brought into view once its page shows its heading.
  const wanted = useRef<ChanceGroupId | null>(null);
  useEffect(() => {
    if (wanted.current && showGroupHeading(wanted.current)) wanted.current = null;
  }, [data]);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Chances for {data.targetYear}, learned from {data.basedOnYears.join(', ')}: the chance that
        the option&apos;s closing rank in the last regular round reaches your rank. By round: the
        same chance for each round, and the first round where it is 50% or more.
      </p>
      <ChanceSummary
        data={data}
        onGroup={(group, firstPage) => {
          if (firstPage === data.page) {
            showGroupHeading(group);
            return;
          }
          wanted.current = group;
          onPage(firstPage);
        }}
      />
      {groupByChance(data.rows).map(({ group, rows }) => (
        <section key={group.id} aria-labelledby={`chance-${group.id}`} className="space-y-2">
          <h2 id={`chance-${group.id}`} className="scroll-mt-20 text-lg font-semibold">
            {group.title}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              ({group.description}; {rows.length.toLocaleString('en-IN')} of{' '}
              {data.chanceGroups[group.id].toLocaleString('en-IN')} here)
            </span>
          </h2>
          <ul className="space-y-2">
            {rows.map((row) => (
              <OptionItem
                key={`${row.instituteId}-${row.courseId}-${row.quotaName}-${row.category}`}
                row={row}
                actions={actionsFor(row)}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Rank DeepScan (docs/product.md#rank-deepscan): each option's measured chance for a rank. */
export function RankScanScreen({ onPurchase, actions }: RankScanScreenProps) {
  const tool = useRankToolRequest<PredictionRequest>('cutoffs');
  const [category, setCategory] = useState<string | null>(null);
  const page = usePredictions(tool.request);

  const categories = tool.facets.data?.categories ?? [];
  const chosenCategory =
    category !== null && categories.includes(category) ? category : defaultCategory(categories);

  const submit = () => {
    const asked = tool.readCounsellingAndRank();
    if (!asked) return;
    if (!chosenCategory) return tool.fail('Choose a category.');
    const { quota, state, course } = tool.lists;
    tool.send({ ...asked, category: chosenCategory, quota, state, course, page: 1 });
  };

  return (
    <RankToolPage
      title="Rank DeepScan"
      lead="Your chance at every option of a seat category, learned from past closing ranks."
      submitLabel="Scan"
      submitIcon={<ScanSearchIcon aria-hidden="true" />}
      submitDisabled={tool.counselling !== null && tool.facets.isPending}
      onSubmit={submit}
      formError={tool.formError}
      facetsError={tool.facets.error}
      notice={tool.counselling && <AccuracyNote counselling={tool.counselling} />}
      prompt="Choose a counselling, enter your rank and pick a category to see your chances."
      result={tool.request ? page : null}
      noun="options"
      onPurchase={onPurchase}
      onPage={tool.turnPage}
      fields={
        <RankToolFields
          tool={tool}
          lists={['quota', 'state', 'course']}
          rankHint={
            tool.rankType === 'counselling'
              ? 'This counselling ranks by its own merit rank: enter that rank.'
              : "All India Rank for MCC; the counselling's own merit rank where it publishes one."
          }
          onCounsellingChange={() => setCategory(null)}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${tool.formId}-category`}>Category</Label>
            <OptionSelect
              id={`${tool.formId}-category`}
              className="w-full"
              value={chosenCategory}
              onChange={setCategory}
              disabled={categories.length === 0}
              placeholder={
                tool.counselling && tool.facets.isPending
                  ? 'Loading categories…'
                  : 'Choose a counselling first'
              }
              options={categories.map((option) => ({ value: option, label: option }))}
            />
          </div>
        </RankToolFields>
      }
    >
      {(data) => (
        <ChanceGroups data={data} actionsFor={tool.actionsFor(actions)} onPage={tool.turnPage} />
      )}
    </RankToolPage>
  );
}

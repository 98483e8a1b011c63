import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ScanSearchIcon } from 'lucide-react';
import { type ChanceGroupId, type PredictionPage, type PredictionRow } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/option-select';
import { useMediaQuery } from '@/hooks/use-mobile';
import { usePredictions, type PredictionRequest } from '../api/rank-tools';
import { RankToolPage } from '../components/rank-tool-page';
import {
  RankToolFields,
  useRankToolRequest,
  type RankToolActions,
} from '../components/rank-tool-form';
import { AccuracyNote } from './accuracy-note';
import { chanceGroupPages, groupByChance } from './chance-groups';
import { OptionCard, optionKey } from './option-parts';
import { OptionsTable, type OptionsProps } from './options-table';
import {
  DEFAULT_SCAN_SORT,
  SCAN_SORTS,
  parseScanParams,
  scanParams,
  scanRequest,
  sortKeepsGroups,
  type ScanSort,
  type ScanState,
} from './scan-url';

export interface RankScanScreenProps {
  /** Opens the purchase flow; the app layer decides what that is. */
  onPurchase: () => void;
  /**
   * What each option offers to do with it (the choice list's "Add to choice list"): filled by
   * the route, so this feature imports no other (docs/decisions/0022-rank-tools.md).
   */
  actions?: RankToolActions<PredictionRow>;
}

/** From this width options are a table; below it, cards (docs/product.md#rank-deepscan). */
const LAPTOP_QUERY = '(min-width: 1024px)';

/** The seat category offered first: the open (unreserved) one where the data has it. */
function defaultCategory(categories: string[]): string {
  return (
    categories.find((category) => /^(open|general|gn|gm|oc|ur)$/i.test(category)) ??
    categories[0] ??
    ''
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

/** A page's options: a table on a laptop, cards on a phone. */
function Options({ caption, rows, actionsFor }: OptionsProps) {
  const laptop = useMediaQuery(LAPTOP_QUERY);
  if (laptop) return <OptionsTable caption={caption} rows={rows} actionsFor={actionsFor} />;
  return (
    <ul className="space-y-2">
      {rows.map((row) => (
        <OptionCard key={optionKey(row)} row={row} actions={actionsFor(row)} />
      ))}
    </ul>
  );
}

function ScanResults({
  data,
  sort,
  actionsFor,
  onSort,
  onGroup,
}: {
  data: PredictionPage;
  sort: ScanSort;
  actionsFor: (row: PredictionRow) => ReactNode;
  onSort: (sort: ScanSort) => void;
  /** Opens the page a group's options start on, in an order that keeps the groups together. */
  onGroup: (page: number, sort: ScanSort) => void;
}) {
  // The group asked for from the summary, brought into view once its page shows its heading.
  const wanted = useRef<ChanceGroupId | null>(null);
  useEffect(() => {
    if (wanted.current && showGroupHeading(wanted.current)) wanted.current = null;
  }, [data]);
  const grouped = sortKeepsGroups(sort);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {data.updatedWith && (
          <span className="font-medium text-foreground" data-testid="scan-updated-with">
            Updated with {data.updatedWith.roundLabel} of {data.targetYear}.{' '}
          </span>
        )}
        Chances for {data.targetYear}, learned from {data.basedOnYears.join(', ')}
        {data.updatedWith ? ` and the rounds of ${data.targetYear} published so far` : ''}: the
        chance that the option&apos;s closing rank in the last regular round reaches your rank. By
        round: a published round&apos;s closing rank, and for each round to come the same chance and
        the first round where it is 50% or more.
      </p>
      {data.oneEarlierYearNote && (
        <p className="text-sm text-muted-foreground" data-testid="scan-one-year">
          {data.oneEarlierYearNote}
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ChanceSummary
          data={data}
          onGroup={(group, firstPage) => {
            if (grouped && firstPage === data.page) {
              showGroupHeading(group);
              return;
            }
            wanted.current = group;
            // The pages a group starts on are those of an order that keeps the groups together.
            onGroup(firstPage, grouped ? sort : DEFAULT_SCAN_SORT);
          }}
        />
        <div className="flex items-center gap-2">
          <Label htmlFor="rank-scan-sort">Sort by</Label>
          <OptionSelect
            id="rank-scan-sort"
            className="w-64"
            value={sort}
            onChange={onSort}
            options={SCAN_SORTS}
          />
        </div>
      </div>
      {grouped ? (
        groupByChance(data.rows).map(({ group, rows }) => (
          <section key={group.id} aria-labelledby={`chance-${group.id}`} className="space-y-2">
            <h2 id={`chance-${group.id}`} className="scroll-mt-20 text-lg font-semibold">
              {group.title}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                ({group.description}; {rows.length.toLocaleString('en-IN')} of{' '}
                {data.chanceGroups[group.id].toLocaleString('en-IN')} here)
              </span>
            </h2>
            <Options caption={`${group.title} options`} rows={rows} actionsFor={actionsFor} />
          </section>
        ))
      ) : (
        // Another order mixes the groups: one list in that order, each option with its chance.
        <Options caption="Options" rows={data.rows} actionsFor={actionsFor} />
      )}
    </>
  );
}

/** The form, started from the scan in the address; sending it writes a new address. */
function ScanForm({
  scan,
  request,
  onScan,
  onPurchase,
  actions,
}: {
  scan: ScanState;
  request: PredictionRequest | null;
  onScan: (scan: ScanState) => void;
  onPurchase: () => void;
  actions?: RankToolActions<PredictionRow>;
}) {
  const tool = useRankToolRequest<PredictionRequest>('cutoffs', {
    counselling: scan.counselling,
    rank: scan.rank,
    lists: { quota: scan.quota, state: scan.state, course: scan.course },
  });
  const [category, setCategory] = useState<string | null>(scan.category);
  const page = usePredictions(request);

  const categories = tool.facets.data?.categories ?? [];
  const chosenCategory =
    category !== null && categories.includes(category) ? category : defaultCategory(categories);
  const actionsFor = (row: PredictionRow) =>
    actions?.(row, { counselling: request?.counselling ?? '' });

  const submit = () => {
    const asked = tool.readCounsellingAndRank();
    if (!asked) return;
    if (!chosenCategory) return tool.fail('Choose a category.');
    const { quota, state, course } = tool.lists;
    onScan({ ...asked, category: chosenCategory, quota, state, course, sort: scan.sort, page: 1 });
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
      result={request ? page : null}
      noun="options"
      onPurchase={onPurchase}
      onPage={(next) => onScan({ ...scan, page: next })}
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
        <ScanResults
          data={data}
          sort={scan.sort}
          actionsFor={actionsFor}
          onSort={(sort) => onScan({ ...scan, sort, page: 1 })}
          onGroup={(next, sort) => onScan({ ...scan, sort, page: next })}
        />
      )}
    </RankToolPage>
  );
}

/**
 * Rank DeepScan (docs/product.md#rank-deepscan): each option's measured chance for a rank. The
 * scan lives in the address, so it can be bookmarked, shared and walked with back and forward
 * (docs/decisions/0071-best-seats-first.md).
 */
export function RankScanScreen({ onPurchase, actions }: RankScanScreenProps) {
  const [params, setParams] = useSearchParams();
  const scan = useMemo(() => parseScanParams(params), [params]);
  const request = useMemo(() => scanRequest(scan), [scan]);
  // Another scan in the address (sent, a link, back or forward) starts the form from it; a new
  // sort or page keeps what the form holds.
  const formKey = JSON.stringify([
    scan.counselling,
    scan.rank,
    scan.category,
    scan.quota,
    scan.state,
    scan.course,
  ]);
  return (
    <ScanForm
      key={formKey}
      scan={scan}
      request={request}
      onScan={(next) => setParams(new URLSearchParams(scanParams(next)))}
      onPurchase={onPurchase}
      actions={actions}
    />
  );
}

import { useId, useState, type ReactNode } from 'react';
import { ScanSearchIcon } from 'lucide-react';
import { RANK_MAX, type PredictionPage, type PredictionRow } from '@seatscope/shared';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useFacets } from '../api/queries';
import { usePredictions, type PredictionRequest } from '../api/rank-tools';
import { RankToolPage } from '../components/rank-tool-page';
import {
  CounsellingField,
  ListFilterFields,
  NumberField,
  emptyListFilters,
  parseWholeNumber,
  useRankText,
} from '../components/rank-tool-fields';
import { formatRank, formatRupees } from '../format';
import { AccuracyNote } from './accuracy-note';
import { formatChance, groupByChance } from './chance-groups';

export interface RankScanScreenProps {
  /** Opens the purchase flow; the app layer decides what that is. */
  onPurchase: () => void;
  /**
   * What each option offers to do with it (the choice list's "Add to choice list"): filled by
   * the route, so this feature imports no other (docs/decisions/0022-rank-tools.md).
   */
  actions?: (row: PredictionRow, context: { counselling: string }) => ReactNode;
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

function OptionItem({ row, actions }: { row: PredictionRow; actions: ReactNode }) {
  const facts = [
    { label: 'Expected closing rank', value: formatRank(row.expectedClosingRank) },
    { label: 'Fee (year 1)', value: formatRupees(row.fee) },
    { label: 'Stipend (year 1)', value: formatRupees(row.stipend) },
    { label: 'Bond', value: bondText(row.bond) },
  ];
  return (
    <li className="flex flex-col gap-3 rounded-md border bg-card p-3" data-testid="scan-option">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{row.instituteName}</p>
          <p className="text-sm break-words text-muted-foreground">
            {[row.courseName, row.quotaName, row.category, row.state].filter(Boolean).join(' · ')}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xl font-semibold tabular-nums">
            {formatChance(row.probability)}
          </span>
          <span className="text-xs text-muted-foreground">chance</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs text-muted-foreground">{fact.label}</dt>
            <dd className="tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
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
      {actions && <div className="flex justify-end">{actions}</div>}
    </li>
  );
}

function ChanceGroups({
  data,
  counselling,
  actions,
}: {
  data: PredictionPage;
  counselling: string;
  actions: RankScanScreenProps['actions'];
}) {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Chances for {data.targetYear}, learned from {data.basedOnYears.join(', ')}: the chance that
        the option&apos;s closing rank in the last regular round reaches your rank.
      </p>
      {groupByChance(data.rows).map(({ group, rows }) => (
        <section key={group.id} aria-labelledby={`chance-${group.id}`} className="space-y-2">
          <h2 id={`chance-${group.id}`} className="text-lg font-semibold">
            {group.title}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              ({group.description}, {rows.length})
            </span>
          </h2>
          <ul className="space-y-2">
            {rows.map((row) => (
              <OptionItem
                key={`${row.instituteId}-${row.courseId}-${row.quotaName}-${row.category}`}
                row={row}
                actions={actions?.(row, { counselling })}
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
  const formId = useId();
  const [counselling, setCounselling] = useState<string | null>(null);
  const [rankValue, setRankText] = useRankText();
  const [category, setCategory] = useState<string | null>(null);
  const [lists, setLists] = useState(emptyListFilters);
  const [formError, setFormError] = useState<string | null>(null);
  const [request, setRequest] = useState<PredictionRequest | null>(null);
  const facets = useFacets('cutoffs', counselling);
  const page = usePredictions(request);

  const categories = facets.data?.categories ?? [];
  const chosenCategory =
    category !== null && categories.includes(category) ? category : defaultCategory(categories);

  const submit = () => {
    if (!counselling) return setFormError('Choose a counselling.');
    const rank = parseWholeNumber(rankValue, 'your rank', 1, RANK_MAX);
    if ('error' in rank) return setFormError(rank.error);
    if (!chosenCategory) return setFormError('Choose a category.');
    setFormError(null);
    setRequest({
      counselling,
      rank: rank.value,
      category: chosenCategory,
      quota: lists.quota,
      state: lists.state,
      course: lists.course,
      page: 1,
    });
  };

  return (
    <RankToolPage
      title="Rank DeepScan"
      lead="Your chance at every option of a seat category, learned from past closing ranks."
      submitLabel="Scan"
      submitIcon={<ScanSearchIcon aria-hidden="true" />}
      submitDisabled={counselling !== null && facets.isPending}
      onSubmit={submit}
      formError={formError}
      facetsError={facets.error}
      notice={counselling && <AccuracyNote counselling={counselling} />}
      prompt="Choose a counselling, enter your rank and pick a category to see your chances."
      result={request ? page : null}
      noun="options"
      onPurchase={onPurchase}
      onPage={(next) => request && setRequest({ ...request, page: next })}
      fields={
        <>
          <CounsellingField
            screen="cutoffs"
            value={counselling}
            onChange={(id) => {
              setCounselling(id);
              setLists(emptyListFilters());
              setCategory(null);
            }}
          />
          <NumberField
            id={`${formId}-rank`}
            label="Your rank"
            hint="All India Rank for MCC; the counselling's own merit rank where it publishes one."
            value={rankValue}
            onChange={setRankText}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${formId}-category`}>Category</Label>
            <Select
              value={chosenCategory}
              onValueChange={setCategory}
              disabled={categories.length === 0}
            >
              <SelectTrigger id={`${formId}-category`} className="w-full">
                <SelectValue
                  placeholder={
                    counselling && facets.isPending
                      ? 'Loading categories…'
                      : 'Choose a counselling first'
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {categories.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <ListFilterFields
            lists={['quota', 'state', 'course']}
            facets={facets.data}
            value={lists}
            onChange={setLists}
          />
        </>
      }
    >
      {(data) => (
        <ChanceGroups data={data} counselling={request?.counselling ?? ''} actions={actions} />
      )}
    </RankToolPage>
  );
}

import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { MapIcon } from 'lucide-react';
import {
  RANK_MAX,
  RANK_WINDOW,
  type RankMappingPage,
  type RankMappingRow,
  type RankType,
} from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { useFacets } from '../api/queries';
import { useRankMapping, type RankMappingRequest } from '../api/rank-tools';
import { RankToolPage } from '../components/rank-tool-page';
import {
  CounsellingField,
  ListFilterFields,
  NumberField,
  emptyListFilters,
  parseWholeNumber,
  useRankText,
} from '../components/rank-tool-fields';
import { formatRank } from '../format';

// The chart library loads with the first chart, not with the screen's form.
const RankChart = lazy(() => import('./rank-chart'));

const GROUPS_PER_PAGE = 20;

export interface RankMappingScreenProps {
  onPurchase: () => void;
  /** What each group offers to do with it (the choice list's button), filled by the route. */
  actions?: (row: RankMappingRow, context: { counselling: string }) => ReactNode;
}

function MappingGroup({ row, actions }: { row: RankMappingRow; actions: ReactNode }) {
  const summary = row.ranges
    .map(
      (range) =>
        `${range.year} ${range.roundLabel}: ${formatRank(range.fromRank)} to ${formatRank(range.toRank)}`,
    )
    .join('; ');
  return (
    <li className="flex flex-col gap-3 rounded-md border bg-card p-3" data-testid="mapping-group">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{row.instituteName}</p>
          <p className="text-sm break-words text-muted-foreground">
            {[row.courseName, row.state].filter(Boolean).join(' · ')}
          </p>
          <p className="text-xs break-words text-muted-foreground">
            {row.quotas.join(', ')} · {row.categories.join(', ')}
          </p>
        </div>
        <p className="shrink-0 text-right text-sm">
          <span className="block font-semibold tabular-nums">{row.allotments}</span>
          <span className="text-xs text-muted-foreground">
            {row.allotments === 1 ? 'allotment' : 'allotments'}, nearest{' '}
            {formatRank(row.nearestRank)}
          </span>
        </p>
      </div>
      <figure className="space-y-1">
        <figcaption className="text-xs text-muted-foreground">
          Ranks allotted here near yours, by year and round
        </figcaption>
        <div role="img" aria-label={`Rank against year. ${summary}`}>
          <Suspense fallback={<p className="h-56 text-sm text-muted-foreground">Loading chart…</p>}>
            <RankChart ranges={row.ranges} />
          </Suspense>
        </div>
      </figure>
      <table className="w-full text-sm">
        <caption className="sr-only">Ranks allotted by year and round</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="font-normal">
              Year and round
            </th>
            <th scope="col" className="text-right font-normal">
              Ranks allotted
            </th>
            <th scope="col" className="text-right font-normal">
              Seats
            </th>
          </tr>
        </thead>
        <tbody>
          {row.ranges.map((range) => (
            <tr key={`${range.year}-${range.round}`} className="border-t">
              <td>
                {range.year} {range.roundLabel}
              </td>
              <td className="text-right tabular-nums">
                {formatRank(range.fromRank)}–{formatRank(range.toRank)}
              </td>
              <td className="text-right tabular-nums">{range.allotments}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {actions && <div className="flex justify-end">{actions}</div>}
    </li>
  );
}

function MappingGroups({
  data,
  counselling,
  actions,
}: {
  data: RankMappingPage;
  counselling: string;
  actions: RankMappingScreenProps['actions'];
}) {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Allotments from {formatRank(Math.max(1, data.rank - data.window))} to{' '}
        {formatRank(data.rank + data.window)}, by institute and course, nearest to{' '}
        {formatRank(data.rank)} first.
      </p>
      <ul className="space-y-3" aria-label="Institutes and courses near your rank">
        {data.rows.map((row) => (
          <MappingGroup
            key={`${row.instituteId}-${row.courseId}`}
            row={row}
            actions={actions?.(row, { counselling })}
          />
        ))}
      </ul>
    </>
  );
}

/** Rank Mapping Tool (docs/product.md#rank-mapping-tool): who near a rank got what. */
export function RankMappingScreen({ onPurchase, actions }: RankMappingScreenProps) {
  const formId = useId();
  const [counselling, setCounselling] = useState<string | null>(null);
  const [rankValue, setRankText] = useRankText();
  const [windowText, setWindowText] = useState(String(RANK_WINDOW.default));
  const [rankType, setRankType] = useState<RankType>('ai');
  const [lists, setLists] = useState(emptyListFilters);
  const [formError, setFormError] = useState<string | null>(null);
  const [request, setRequest] = useState<RankMappingRequest | null>(null);
  const facets = useFacets('allotments', counselling);
  const page = useRankMapping(request);

  const submit = () => {
    if (!counselling) return setFormError('Choose a counselling.');
    const rank = parseWholeNumber(rankValue, 'your rank', 1, RANK_MAX);
    if ('error' in rank) return setFormError(rank.error);
    const windowSize = parseWholeNumber(windowText, 'the window', RANK_WINDOW.min, RANK_WINDOW.max);
    if ('error' in windowSize) return setFormError(windowSize.error);
    setFormError(null);
    setRequest({
      counselling,
      rank: rank.value,
      window: windowSize.value,
      rankType,
      ...lists,
      page: 1,
      pageSize: GROUPS_PER_PAGE,
    });
  };

  return (
    <RankToolPage
      title="Rank Mapping Tool"
      lead="Who near your rank got what: the seats allotted to ranks around yours, across years and rounds."
      submitLabel="Map my rank"
      submitIcon={<MapIcon aria-hidden="true" />}
      onSubmit={submit}
      formError={formError}
      facetsError={facets.error}
      prompt="Choose a counselling and enter your rank to see who near it got what."
      result={request ? page : null}
      noun="institutes and courses"
      onPurchase={onPurchase}
      onPage={(next) => request && setRequest({ ...request, page: next })}
      fields={
        <>
          <CounsellingField
            screen="allotments"
            value={counselling}
            onChange={(id) => {
              setCounselling(id);
              setLists(emptyListFilters());
            }}
          />
          <NumberField
            id={`${formId}-rank`}
            label="Your rank"
            value={rankValue}
            onChange={setRankText}
          />
          <NumberField
            id={`${formId}-window`}
            label="Window (ranks either side)"
            hint={`From ${RANK_WINDOW.min} to ${RANK_WINDOW.max.toLocaleString('en-IN')}.`}
            value={windowText}
            onChange={setWindowText}
          />
          <div className="flex flex-col justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => setRankType(rankType === 'ai' ? 'counselling' : 'ai')}
            >
              {rankType === 'ai' ? 'AI Rank' : 'Counselling Rank'}
            </Button>
          </div>
          <ListFilterFields
            lists={['quota', 'category', 'state', 'course']}
            facets={facets.data}
            value={lists}
            onChange={setLists}
          />
        </>
      }
    >
      {(data) => (
        <MappingGroups data={data} counselling={request?.counselling ?? ''} actions={actions} />
      )}
    </RankToolPage>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MapIcon } from 'lucide-react';
import { RANK_WINDOW, type RankMappingPage, type RankMappingRow } from '@seatscope/shared';
import { useRankMapping, type RankMappingRequest } from '../api/rank-tools';
import { RankResultItem, RankToolPage } from '../components/rank-tool-page';
import {
  RankToolFields,
  useRankToolRequest,
  type RankToolActions,
} from '../components/rank-tool-form';
import { NumberField, parseWholeNumber } from '../components/rank-tool-fields';
import { RankTypeToggle } from '../components/rank-type-toggle';
import { formatRank } from '../format';

// The chart library loads with the first chart, not with the screen's form.
const RankChart = lazy(() => import('./rank-chart'));

const GROUPS_PER_PAGE = 20;

export interface RankMappingScreenProps {
  onPurchase: () => void;
  /** What each group offers to do with it (the choice list's button), filled by the route. */
  actions?: RankToolActions<RankMappingRow>;
}

function MappingGroup({ row, actions }: { row: RankMappingRow; actions: ReactNode }) {
  const summary = row.ranges
    .map(
      (range) =>
        `${range.year} ${range.roundLabel}: ${formatRank(range.fromRank)} to ${formatRank(range.toRank)}`,
    )
    .join('; ');
  return (
    <RankResultItem
      testId="mapping-group"
      title={row.instituteName}
      subtitle={
        <>
          <p className="text-sm break-words text-muted-foreground">
            {[row.courseName, row.state].filter(Boolean).join(' · ')}
          </p>
          <p className="text-xs break-words text-muted-foreground">
            {row.quotas.join(', ')} · {row.categories.join(', ')}
          </p>
        </>
      }
      figure={
        <p className="shrink-0 text-right text-sm">
          <span className="block font-semibold tabular-nums">{row.allotments}</span>
          <span className="text-xs text-muted-foreground">
            {row.allotments === 1 ? 'allotment' : 'allotments'}, nearest{' '}
            {formatRank(row.nearestRank)}
          </span>
        </p>
      }
      actions={actions}
    >
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
            <tr key={`${range.year}-${range.round}-${range.list}`} className="border-t">
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
    </RankResultItem>
  );
}

function MappingGroups({
  data,
  actionsFor,
}: {
  data: RankMappingPage;
  actionsFor: (row: RankMappingRow) => ReactNode;
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
            actions={actionsFor(row)}
          />
        ))}
      </ul>
    </>
  );
}

/** Rank Mapping Tool (docs/product.md#rank-mapping-tool): who near a rank got what. */
export function RankMappingScreen({ onPurchase, actions }: RankMappingScreenProps) {
  const tool = useRankToolRequest<RankMappingRequest>('allotments');
  const [windowText, setWindowText] = useState(String(RANK_WINDOW.default));
  // Telangana publishes only its own merit rank: an AI rank would find nobody there.
  const { publishedRanks, rankType, setRankType } = tool;
  const page = useRankMapping(tool.request);

  const submit = () => {
    const asked = tool.readCounsellingAndRank();
    if (!asked) return;
    const windowSize = parseWholeNumber(windowText, 'the window', RANK_WINDOW.min, RANK_WINDOW.max);
    if ('error' in windowSize) return tool.fail(windowSize.error);
    tool.send({
      ...asked,
      window: windowSize.value,
      rankType,
      ...tool.lists,
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
      formError={tool.formError}
      facetsError={tool.facets.error}
      prompt="Choose a counselling and enter your rank to see who near it got what."
      result={tool.request ? page : null}
      noun="institutes and courses"
      onPurchase={onPurchase}
      onPage={tool.turnPage}
      fields={
        <RankToolFields tool={tool} lists={['quota', 'category', 'state', 'course']}>
          <NumberField
            id={`${tool.formId}-window`}
            label="Window (ranks either side)"
            hint={`From ${RANK_WINDOW.min} to ${RANK_WINDOW.max.toLocaleString('en-IN')}.`}
            value={windowText}
            onChange={setWindowText}
          />
          {publishedRanks.length > 0 && (
            <div className="flex flex-col gap-1.5">
              <span id={`${tool.formId}-rank-type`} className="text-sm leading-none font-medium">
                Rank type
              </span>
              <RankTypeToggle
                published={publishedRanks}
                value={rankType}
                onChange={setRankType}
                labelledBy={`${tool.formId}-rank-type`}
              />
            </div>
          )}
        </RankToolFields>
      }
    >
      {(data) => <MappingGroups data={data} actionsFor={tool.actionsFor(actions)} />}
    </RankToolPage>
  );
}

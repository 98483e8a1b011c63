import { useId, useState, type ReactNode } from 'react';
import { RANK_MAX, type DataScreen, type RankType } from '@seatscope/shared';
import { useFacets } from '../api/queries';
import { shownRankType } from './rank-type-toggle';
import {
  CounsellingField,
  ListFilterFields,
  NumberField,
  UNLABELLED_CELL,
  emptyListFilters,
  parseWholeNumber,
  useRankText,
  type ListFilterKey,
  type ListFilterValues,
} from './rank-tool-fields';

/**
 * What each result row offers to do with it (the choice list's button), filled by the route so
 * this feature imports no other (docs/decisions/0022-rank-tools.md).
 */
export type RankToolActions<Row> = (row: Row, context: { counselling: string }) => ReactNode;

export interface RankToolSeed {
  counselling: string | null;
  rank: number | null;
  lists: Partial<ListFilterValues>;
}

/**
 * The form state both rank tools share: counselling (a new one clears the lists), the rank and
 * which rank it is (the one chosen where the counselling publishes it, else the one it
 * publishes), list filters, the form's message and the request last sent, which paging changes
 * in place.
 */
export function useRankToolRequest<Request extends { counselling: string; page: number }>(
  screen: DataScreen,
  /** What the form starts with (a scan restored from its address). */
  seed?: RankToolSeed,
) {
  const formId = useId();
  const [counselling, setCounselling] = useState<string | null>(seed?.counselling ?? null);
  const facets = useFacets(screen, counselling);
  const [chosenRankType, setRankType] = useState<RankType>('ai');
  const publishedRanks = facets.data?.rankTypes ?? [];
  const rankType = shownRankType(chosenRankType, publishedRanks);
  const [rankText, setRankText] = useRankText(
    rankType === 'ai',
    seed?.rank === null || seed?.rank === undefined ? null : String(seed.rank),
  );
  const [lists, setLists] = useState(() => ({ ...emptyListFilters(), ...seed?.lists }));
  const [formError, setFormError] = useState<string | null>(null);
  const [request, setRequest] = useState<Request | null>(null);

  return {
    formId,
    screen,
    counselling,
    chooseCounselling: (id: string) => {
      setCounselling(id);
      setLists(emptyListFilters());
    },
    publishedRanks,
    rankType,
    setRankType,
    rankText,
    setRankText,
    lists,
    setLists,
    facets,
    formError,
    /** Shows what is wrong with the form; returns nothing, so a submit can `return fail(...)`. */
    fail: (message: string) => setFormError(message),
    /** The counselling and rank when both are right; otherwise shows what is wrong. */
    readCounsellingAndRank: (): { counselling: string; rank: number } | null => {
      if (!counselling) {
        setFormError('Choose a counselling.');
        return null;
      }
      const rank = parseWholeNumber(rankText, 'your rank', 1, RANK_MAX);
      if ('error' in rank) {
        setFormError(rank.error);
        return null;
      }
      return { counselling, rank: rank.value };
    },
    send: (next: Request) => {
      setFormError(null);
      setRequest(next);
    },
    request,
    /** A result row's actions, given the counselling the shown results are for. */
    actionsFor:
      <Row,>(actions: RankToolActions<Row> | undefined) =>
      (row: Row) =>
        actions?.(row, { counselling: request?.counselling ?? '' }),
    turnPage: (page: number) => request && setRequest({ ...request, page }),
  };
}

/** What the shared fields read and change of a rank tool's form. */
type RankToolFieldsState = Pick<
  ReturnType<typeof useRankToolRequest>,
  | 'formId'
  | 'screen'
  | 'counselling'
  | 'chooseCounselling'
  | 'rankText'
  | 'setRankText'
  | 'lists'
  | 'setLists'
  | 'facets'
>;

/** The fields both rank tools ask first and last: counselling and rank, then the list filters. */
export function RankToolFields({
  tool,
  lists,
  rankHint,
  onCounsellingChange,
  children,
}: {
  tool: RankToolFieldsState;
  lists: readonly ListFilterKey[];
  rankHint?: string;
  /** What else a new counselling clears (the lists are cleared already). */
  onCounsellingChange?: () => void;
  /** The tool's own fields, between the rank and the lists. */
  children: ReactNode;
}) {
  return (
    <>
      <CounsellingField
        screen={tool.screen}
        value={tool.counselling}
        onChange={(id) => {
          tool.chooseCounselling(id);
          onCounsellingChange?.();
        }}
      />
      <NumberField
        id={`${tool.formId}-rank`}
        label="Your rank"
        hint={rankHint}
        value={tool.rankText}
        onChange={tool.setRankText}
      />
      {children}
      <ListFilterFields
        cellClassName={UNLABELLED_CELL}
        lists={lists}
        facets={tool.facets.data}
        value={tool.lists}
        onChange={tool.setLists}
      />
    </>
  );
}

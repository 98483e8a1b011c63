import { useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { DownloadIcon, LockIcon, PrinterIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { ChoiceList, ChoiceListOption } from '@seatscope/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { OptionSelect } from '@/components/option-select';
import { CounsellingSelect } from '@/components/counselling-select';
import { PageMain } from '@/components/layout/page-main';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import {
  useChangeChoiceList,
  useChoiceList,
  useChoiceListOutcome,
  useChoiceListSummaries,
} from '../api';
import {
  choiceListCsv,
  COUNSELLING_PARAM,
  listPageFor,
  orderOptions,
  readOutcome,
  type ListOrder,
} from '../model';
import { OutcomePanel, useOutcomeAsk } from './outcome-panel';
import { ReplayPanel } from './replay-panel';
import { SortableOptions } from './sortable-options';

const ORDERS: { value: ListOrder; label: string }[] = [
  { value: 'list', label: 'Your order' },
  { value: 'netCost.asc', label: 'Net cost: low to high' },
  { value: 'netCost.desc', label: 'Net cost: high to low' },
];

/** Downloads the list as CSV, made in the browser from what the server sent. */
function downloadCsv(list: ChoiceList) {
  const blob = new Blob([choiceListCsv(list)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `choice-list-${list.counselling}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * What the app layer adds to each choice (the comparison's "Compare"), with the counselling and
 * the rank and category the list's outcome is for.
 */
type ChoiceActions = (
  option: ChoiceListOption,
  context: { counselling: string; rank: number | null; category: string | null },
) => ReactNode;

function ListBody({ counselling, actions }: { counselling: string; actions?: ChoiceActions }) {
  const list = useChoiceList(counselling);
  if (list.isPending) return <p>Loading...</p>;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  return <LoadedList list={list.data} actions={actions} />;
}

function LoadedList({ list: data, actions }: { list: ChoiceList; actions?: ChoiceActions }) {
  const counselling = data.counselling;
  const change = useChangeChoiceList(counselling);
  const [order, setOrder] = useState<ListOrder>('list');
  const asked = useOutcomeAsk(data);
  const outcome = useChoiceListOutcome(counselling, data.options.length > 0 ? asked.ask : null);
  const outcomes = outcome.data ? readOutcome(outcome.data).byKey : undefined;
  const save = (options: ChoiceListOption[], done: string) =>
    change.mutate(
      { kind: 'replace', options },
      {
        onSuccess: () => toast.success(done),
        onError: (error) =>
          toast.error('Could not save your choice list', { description: errorMessage(error) }),
      },
    );
  const shown = orderOptions(data.options, order);
  return (
    <div className="flex flex-col gap-4">
      {data.demo && (
        <Alert>
          <LockIcon aria-hidden="true" />
          <AlertTitle>Demo trial</AlertTitle>
          <AlertDescription>
            Ranks, fees and net cost show only for the top 5 Cutoff Ranks rows. Purchase a package
            to see them for every choice.
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <OptionSelect
          label="Order"
          className="w-56"
          value={order}
          onChange={setOrder}
          options={ORDERS}
        />
        {order !== 'list' && data.options.length > 1 && (
          <Button variant="outline" onClick={() => save(shown, 'Choice list reordered')}>
            Use this order
          </Button>
        )}
        <Button
          variant="outline"
          disabled={data.options.length === 0}
          onClick={() => downloadCsv(data)}
        >
          <DownloadIcon aria-hidden />
          Export CSV
        </Button>
        <Button variant="outline" asChild>
          <Link to={listPageFor(paths.app.choiceListPrint, counselling)}>
            <PrinterIcon aria-hidden />
            Printable page
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {data.options.length} of {data.maxOptions} choices.{' '}
        {order === 'list'
          ? 'Drag a handle, or focus it and use Space and the arrow keys, to reorder.'
          : 'Sorted by net cost over the course; unknown totals last.'}
      </p>
      {data.options.length === 0 ? (
        <p>
          Your choice list is empty. Add options with &quot;Add to choice list&quot; in the row
          details of{' '}
          <Link className="underline" to={paths.app.closingRanks}>
            Cutoff Ranks
          </Link>
          .
        </p>
      ) : (
        <>
          <SortableOptions
            list={data}
            options={shown}
            outcomes={outcomes}
            outcomeLoading={outcome.isFetching}
            sortable={order === 'list'}
            actionsFor={
              actions &&
              ((option) =>
                actions(option, { counselling, rank: asked.rank, category: asked.category }))
            }
            onReorder={(options) => save(options, 'Choice list reordered')}
            onRemove={(option) =>
              change.mutate(
                { kind: 'remove', option },
                {
                  onSuccess: () => toast.success('Removed from choice list'),
                  onError: (error) =>
                    toast.error('Could not save your choice list', {
                      description: errorMessage(error),
                    }),
                },
              )
            }
          />
          {/* Below the list: the outcome arrives after the list (the first one after a start
              fits the model) and would push the choices down under a hand moving one. */}
          <OutcomePanel list={data} asked={asked} outcome={outcome} />
        </>
      )}
      <ReplayPanel counselling={counselling} />
    </div>
  );
}

/**
 * With no counselling in the address, the list the user last added to opens (the sidebar's
 * link, or after adding options on another screen); without one, the prompt.
 */
function LastChangedList() {
  const summaries = useChoiceListSummaries();
  const last = summaries.data?.lists[0];
  if (summaries.isPending) return <p role="status">Loading...</p>;
  if (last) {
    return <Navigate replace to={listPageFor(paths.app.choiceList, last.counselling)} />;
  }
  return <p>Please select a counselling to see your choice list.</p>;
}

/**
 * `/app/choice-list`: the user's ordered options per counselling, kept on the server,
 * reordered by drag or keyboard, replayed against past years, exported
 * (docs/product.md#choice-list).
 */
export function ChoiceListScreen({ actions }: { actions?: ChoiceActions }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const counselling = searchParams.get(COUNSELLING_PARAM);
  return (
    <PageMain className="flex min-w-0 flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-semibold tracking-tight">Choice List</h1>
      <p className="max-w-prose text-sm text-muted-foreground">
        Your options in the order you would fill them, kept per counselling. Net cost is the fees
        for the course&apos;s years plus the bond penalty at stake, minus stipends; parts the data
        does not state are named, never counted as zero.
      </p>
      <CounsellingSelect
        screen="cutoffs"
        value={counselling}
        onChange={(value) => setSearchParams({ [COUNSELLING_PARAM]: value })}
      />
      {counselling ? (
        <ListBody key={counselling} counselling={counselling} actions={actions} />
      ) : (
        <LastChangedList />
      )}
    </PageMain>
  );
}

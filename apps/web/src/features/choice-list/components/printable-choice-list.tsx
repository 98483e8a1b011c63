import { Link, useSearchParams } from 'react-router';
import { PrinterIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageMain } from '@/components/layout/page-main';
import { paths } from '@/config/paths';
import { useChoiceList, useChoiceListReplay } from '../api';
import type { ChoiceList } from '@seatscope/shared';
import { COUNSELLING_PARAM, listPageFor, netCostText, rank, replaySentence } from '../model';
import { useCutoffCounsellings } from './cutoff-counsellings';

/** Round columns a printed page has room for: the newest. */
const PRINTED_ROUNDS = 4;

function PrintedTable({ list }: { list: ChoiceList }) {
  const rounds = list.rounds.slice(-PRINTED_ROUNDS);
  return (
    <div tabIndex={0} role="region" aria-label="Choices" className="overflow-x-auto">
      <table className="w-full border-collapse text-sm print:text-xs">
        <thead>
          <tr className="border-b text-left">
            <th className="p-1">Choice</th>
            <th className="p-1">Institute</th>
            <th className="p-1">Course</th>
            <th className="p-1">Quota, category</th>
            <th className="p-1">Net cost</th>
            {rounds.map((round) => (
              <th key={round.key} className="p-1">
                {round.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.options.map((option) => (
            <tr key={option.choice} className="break-inside-avoid border-b align-top">
              <td className="p-1">{option.choice}</td>
              <td className="p-1">
                {option.instituteName}
                {option.state ? `, ${option.state}` : ''}
              </td>
              <td className="p-1">{option.courseName}</td>
              <td className="p-1">
                {option.quotaName}, {option.category}
              </td>
              <td className="p-1">{netCostText(option)}</td>
              {rounds.map((round) => (
                <td key={round.key} className="p-1">
                  {option.locked ? 'Locked' : rank(option.closingRanks[round.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/app/choice-list/print`: the list as a document to print (the app's sidebar and header are
 * left out of print, index.css), with the replay for the profile's rank.
 */
export function PrintableChoiceList() {
  const [searchParams] = useSearchParams();
  const counselling = searchParams.get(COUNSELLING_PARAM);
  const list = useChoiceList(counselling);
  const replay = useChoiceListReplay(counselling, null);
  const counsellings = useCutoffCounsellings();
  const name =
    counsellings.data?.find((option) => option.id === counselling)?.name ?? counselling ?? '';
  const back = counselling ? listPageFor(paths.app.choiceList, counselling) : paths.app.choiceList;
  return (
    <PageMain className="flex min-w-0 flex-col gap-4 p-4 md:p-6 print:p-0">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <PrinterIcon aria-hidden />
          Print
        </Button>
        <Button variant="outline" asChild>
          <Link to={back}>Back to choice list</Link>
        </Button>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">Choice list: {name}</h1>
      {!counselling ? (
        <p>Please select a counselling to see your choice list.</p>
      ) : list.isPending ? (
        <p>Loading...</p>
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : (
        <PrintedTable list={list.data} />
      )}
      {replay.data && replay.data.rank !== null && replay.data.rounds.length > 0 && (
        <section aria-labelledby="printed-replay" className="space-y-1">
          <h2 id="printed-replay" className="text-lg font-semibold">
            Replay for rank {rank(replay.data.rank)}
          </h2>
          <ul className="list-disc pl-5 text-sm">
            {replay.data.rounds.map((round) => (
              <li key={`${round.year}-${round.round}-${round.list}`}>{replaySentence(round)}</li>
            ))}
          </ul>
        </section>
      )}
    </PageMain>
  );
}

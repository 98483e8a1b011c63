import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useChoiceListReplay } from '../api';
import { rank as formatRank, replaySentence } from '../model';

/**
 * "With this list and your rank, in 2023 Round 1 you would have got choice 4": the server's
 * replay for the rank typed, or the profile's All India Rank until one is typed.
 */
export function ReplayPanel({ counselling }: { counselling: string }) {
  const [rankText, setRankText] = useState('');
  const [rank, setRank] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);
  const replay = useChoiceListReplay(counselling, rank);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = rankText.trim();
    if (trimmed === '') {
      setInvalid(false);
      setRank(null);
      return;
    }
    const value = Number(trimmed);
    const valid = /^\d+$/.test(trimmed) && value >= 1;
    setInvalid(!valid);
    if (valid) setRank(value);
  };
  const answer = replay.data;
  const rankName = answer?.rankType === 'counselling' ? 'counselling merit rank' : 'All India Rank';
  return (
    <section aria-labelledby="replay-heading" className="space-y-3 rounded-md border p-4">
      <h2 id="replay-heading" className="text-lg font-semibold">
        Replay against past years
      </h2>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2 print:hidden">
        <div className="space-y-1">
          <Label htmlFor="replay-rank">Your rank</Label>
          <Input
            id="replay-rank"
            inputMode="numeric"
            className="w-40"
            value={rankText}
            placeholder={answer?.rank ? String(answer.rank) : 'e.g. 12000'}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'replay-rank-error' : undefined}
            onChange={(event) => setRankText(event.target.value)}
          />
        </div>
        <Button type="submit">Replay</Button>
      </form>
      {invalid && (
        <p id="replay-rank-error" role="alert" className="text-sm text-destructive">
          Enter your rank as a whole number, 1 or more.
        </p>
      )}
      {replay.isPending ? (
        <p>Loading...</p>
      ) : replay.isError ? (
        <p role="alert">{replay.error.message}</p>
      ) : answer && answer.rank === null ? (
        <p>
          Enter your {rankName} to replay your list
          {answer.rankType === 'ai' ? ', or save it in your profile.' : '.'}
        </p>
      ) : answer ? (
        <div className="space-y-2" aria-live="polite">
          <p className="text-sm text-muted-foreground">
            With this list and your {rankName} {formatRank(answer.rank)}
            {answer.rankSource === 'profile' ? ' (from your profile)' : ''}, using each round
            list&apos;s closing ranks: seats held after a round and a round&apos;s allotments are
            separate lists.
          </p>
          {answer.rounds.length === 0 ? (
            <p>No past rounds to replay.</p>
          ) : (
            <ul aria-label="Replay results" className="list-disc space-y-1 pl-5 text-sm">
              {answer.rounds.map((round) => (
                <li key={`${round.year}-${round.round}-${round.list}`}>{replaySentence(round)}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { ChoiceList, ChoiceListOutcome } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/option-select';
import { errorMessage } from '@/lib/api-client';
import { formatChance } from '@/lib/chance';
import { useMe } from '@/lib/queries';
import { useChangeChoiceList } from '../api';
import { choiceKey, choicesText, listCategory, NEAR_CERTAIN, readOutcome } from '../model';

/** What the outcome is asked for: a rank and a seat category. */
interface OutcomeAsk {
  rank: number;
  category: string;
}

/**
 * The rank and category the list's chance is worked out for: what the candidate applied, else
 * the profile's All India Rank where the counselling ranks by it (a counselling that ranks by its
 * own merit rank starts without one) and the category most listed options are seats of.
 */
export function useOutcomeAsk(list: ChoiceList) {
  const me = useMe();
  const [applied, setApplied] = useState<{ rank: number | null; category: string | null }>({
    rank: null,
    category: null,
  });
  const profileRank = list.rankType === 'ai' ? (me.data?.profile?.allIndiaRank ?? null) : null;
  const rank = applied.rank ?? profileRank;
  const categories = [...new Set(list.options.map((option) => option.category))].sort();
  const category =
    applied.category !== null && categories.includes(applied.category)
      ? applied.category
      : listCategory(list.options);
  const ask: OutcomeAsk | null = rank !== null && category !== null ? { rank, category } : null;
  return {
    ask,
    rank,
    fromProfile: applied.rank === null && profileRank !== null,
    categories,
    category,
    setRank: (value: number) => setApplied((current) => ({ ...current, rank: value })),
    setCategory: (value: string) => setApplied((current) => ({ ...current, category: value })),
  };
}

/**
 * "Chance of a seat with this list: 94%": the list's outcome for the candidate's rank and
 * category (docs/product.md#choice-list), the seat it most likely ends with, the choices that
 * can no longer matter, and the options that would raise the chance most, each one button away.
 */
export function OutcomePanel({
  list,
  asked,
  outcome,
}: {
  list: ChoiceList;
  asked: ReturnType<typeof useOutcomeAsk>;
  outcome: { data: ChoiceListOutcome | undefined; isPending: boolean; error: Error | null };
}) {
  const [rankText, setRankText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const rankName = list.rankType === 'counselling' ? 'Counselling merit rank' : 'All India Rank';
  const shownRank = rankText ?? (asked.rank === null ? '' : String(asked.rank));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(shownRank.trim());
    const valid = /^\d+$/.test(shownRank.trim()) && value >= 1;
    setInvalid(!valid);
    if (valid) asked.setRank(value);
  };
  const data = outcome.data;
  const read = data ? readOutcome(data) : null;
  const names = new Map(
    list.options.map((option) => [
      choiceKey(option),
      `${option.instituteName}, ${option.courseName}`,
    ]),
  );
  const mostLikely = read?.mostLikely ? names.get(read.mostLikely.key) : undefined;
  // A suggestion whose figure reads as the list's own (">99%" both) would raise nothing shown.
  const suggestions = data
    ? data.suggestions.filter(
        (suggestion) => formatChance(suggestion.anySeat) !== formatChance(data.anySeat),
      )
    : [];
  return (
    <section aria-labelledby="outcome-heading" className="space-y-3 rounded-md border p-4">
      <h2 id="outcome-heading" className="text-lg font-semibold">
        Your chance of a seat
      </h2>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2 print:hidden">
        <div className="space-y-1">
          <Label htmlFor="outcome-rank">{rankName}</Label>
          <Input
            id="outcome-rank"
            inputMode="numeric"
            className="w-40"
            value={shownRank}
            placeholder="e.g. 12000"
            aria-invalid={invalid}
            aria-describedby={invalid ? 'outcome-rank-error' : undefined}
            onChange={(event) => setRankText(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="outcome-category">Category</Label>
          <OptionSelect
            id="outcome-category"
            className="w-40"
            value={asked.category ?? ''}
            onChange={asked.setCategory}
            options={asked.categories.map((value) => ({ value, label: value }))}
          />
        </div>
        <Button type="submit">Show chance</Button>
      </form>
      {invalid && (
        <p id="outcome-rank-error" role="alert" className="text-sm text-destructive">
          Enter your rank as a whole number, 1 or more.
        </p>
      )}
      {asked.ask === null ? (
        <p>Enter your {rankName} to see the chance of a seat with this list.</p>
      ) : outcome.error ? (
        <p role="alert">{outcome.error.message}</p>
      ) : !data || !read ? (
        <p>Loading...</p>
      ) : (
        <div className="space-y-2" aria-live="polite">
          <p className="text-xl font-semibold">
            Chance of a seat with this list: {formatChance(data.anySeat)}
          </p>
          <p className="text-sm text-muted-foreground">
            For {rankName} #{data.rank.toLocaleString('en-IN')}
            {asked.fromProfile ? ' from your profile' : ''}, {data.category} seats, in{' '}
            {data.targetYear}&apos;s last regular round, as Rank DeepScan forecasts it. Closing
            ranks of one year move together, so the choices' chances are not simply multiplied.
          </p>
          {mostLikely && read.mostLikely && (
            <p>
              The seat it ends with, most likely: {mostLikely},{' '}
              {formatChance(read.mostLikely.share)}
            </p>
          )}
          {read.cannotMatter.length > 0 && (
            <p>
              {choicesText(read.cannotMatter)} can no longer matter: the choices above them already
              give a seat with a chance over {Math.round(NEAR_CERTAIN * 100)}%.
            </p>
          )}
          {data.note && <p className="text-sm text-muted-foreground">{data.note}</p>}
          {suggestions.length > 0 && (
            <Suggestions counselling={list.counselling} suggestions={suggestions} />
          )}
        </div>
      )}
    </section>
  );
}

/** The options that would raise the list's chance most, each one button from the list. */
function Suggestions({
  counselling,
  suggestions,
}: {
  counselling: ChoiceList['counselling'];
  suggestions: ChoiceListOutcome['suggestions'];
}) {
  const change = useChangeChoiceList(counselling);
  return (
    <div className="space-y-2">
      <h3 className="font-medium">Would raise your chance most</h3>
      <ul aria-label="Suggested options" className="flex flex-col gap-2">
        {suggestions.map((suggestion) => {
          const name = `${suggestion.instituteName}, ${suggestion.courseName}`;
          return (
            <li
              key={choiceKey(suggestion)}
              className="flex items-center gap-2 rounded-md border p-2 text-sm"
            >
              <span className="min-w-0 flex-1 break-words">
                {name} · {[suggestion.quotaName, suggestion.state ?? 'State N/A'].join(' · ')}: its
                own chance {formatChance(suggestion.probability)}; with it, the chance of a seat{' '}
                {formatChance(suggestion.anySeat)}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Add ${name} to your choices`}
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { kind: 'add', option: suggestion },
                    {
                      onSuccess: () => toast.success('Added to choice list'),
                      onError: (error) =>
                        toast.error('Could not save your choice list', {
                          description: errorMessage(error),
                        }),
                    },
                  )
                }
              >
                <PlusIcon aria-hidden />
                Add
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CompareAsk } from '../model';

/** The rank and category the chances are for; the rank from the profile until one is entered. */
export function AskForm({
  ask,
  categories,
  fromProfile,
  onAsk,
}: {
  ask: CompareAsk;
  categories: string[];
  fromProfile: boolean;
  onAsk: (ask: CompareAsk) => void;
}) {
  const [rank, setRank] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = rank ?? (ask.rank === null ? '' : String(ask.rank));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = shown.trim();
    const valid = /^[1-9]\d{0,7}$/.test(text);
    setInvalid(!valid);
    const category = new FormData(event.currentTarget).get('category');
    if (valid) {
      onAsk({ rank: Number(text), category: typeof category === 'string' ? category : null });
    }
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3 print:hidden">
      <div className="grid gap-1">
        <Label htmlFor="compare-rank">Your rank</Label>
        <Input
          id="compare-rank"
          inputMode="numeric"
          className="w-40"
          value={shown}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'compare-rank-error' : undefined}
          onChange={(event) => setRank(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="compare-category">Your category</Label>
        <select
          id="compare-category"
          name="category"
          className="h-9 rounded-md border bg-background px-2 text-sm"
          defaultValue={ask.category ?? undefined}
          key={ask.category ?? ''}
        >
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">Show chances</Button>
      {invalid && (
        <p id="compare-rank-error" role="alert" className="w-full text-sm text-destructive">
          Enter your rank as a whole number, 1 or more.
        </p>
      )}
      {fromProfile && !invalid && (
        <p className="w-full text-sm text-muted-foreground">
          The All India Rank from your profile.
        </p>
      )}
    </form>
  );
}

import { useState } from 'react';
import type { DataScreen, Facets } from '@seatscope/shared';
import { useMe } from '@/lib/queries';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CounsellingSelect } from '@/components/counselling-select';
import { FILTER_FIELDS, type NameFilter } from '../filter-fields';
import { MultiSelect } from './multi-select';

/** A whole-number field of the rank tools (rank, window), with its label and a hint below. */
export function NumberField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[^0-9]/g, ''))}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A rank-tool form cell whose control has no label above it (a list filter names itself, as do
 * buttons): on wide screens it starts a label's height and gap lower, so its control lines up
 * with the inputs of the labelled fields in its row, whatever hint one of them has below.
 */
export const UNLABELLED_CELL = 'sm:pt-5';

export type ListFilterKey = 'quota' | 'state' | 'course' | 'category';
export type ListFilterValues = Record<ListFilterKey, string[]>;

export const emptyListFilters = (): ListFilterValues => ({
  quota: [],
  state: [],
  course: [],
  category: [],
});

/** The data screens' name filters (their facets, public reference data): Filter dialog, rank tools. */
export function ListFilterFields<Key extends NameFilter>({
  lists,
  facets,
  value,
  onChange,
  cellClassName = 'flex flex-col justify-end',
}: {
  lists: readonly Key[];
  facets: Facets | undefined;
  value: Record<Key, string[]>;
  onChange: (value: Record<Key, string[]>) => void;
  /** Each field's cell (the rank tools line it up with their labelled fields). */
  cellClassName?: string;
}) {
  return (
    <>
      {lists.map((key) => {
        const { label, facet } = FILTER_FIELDS[key];
        const options = facets?.[facet] ?? [];
        return (
          <div key={key} className={cellClassName}>
            <MultiSelect
              label={label}
              options={options.map((option) => ({ value: option, label: option }))}
              value={value[key]}
              onChange={(selected) => onChange({ ...value, [key]: selected })}
            />
          </div>
        );
      })}
    </>
  );
}

/** Previous / Next under a page of results. */
export function ResultsPager({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">
        {total === 0
          ? `0 ${noun}`
          : `Showing ${first}–${Math.min(page * pageSize, total)} of ${total.toLocaleString('en-IN')} ${noun}`}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}

/** Parses a rank-like field: a whole number within bounds, or the message saying what is wrong. */
export function parseWholeNumber(
  text: string,
  label: string,
  min: number,
  max: number,
): { value: number } | { error: string } {
  if (!text) return { error: `Enter ${label}.` };
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return {
      error: `${label[0]?.toUpperCase()}${label.slice(1)} must be a whole number from ${min.toLocaleString('en-IN')} to ${max.toLocaleString('en-IN')}.`,
    };
  }
  return { value };
}

/** The counselling picker of a rank tool, labelled like the other fields. */
export function CounsellingField({
  screen,
  value,
  onChange,
}: {
  screen: DataScreen;
  value: string | null;
  onChange: (counselling: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm leading-none font-medium">Counselling</span>
      <CounsellingSelect screen={screen} value={value} onChange={onChange} className="w-full" />
    </div>
  );
}

/**
 * The rank field's text: what the user typed (or the address held), else the profile's All
 * India Rank where the form asks for one. A counselling that ranks by its own merit rank
 * (Telangana) starts empty: an All India Rank there would look up somebody else's seats.
 */
export function useRankText(
  asksAllIndiaRank: boolean,
  initial: string | null = null,
): [string, (text: string) => void] {
  const me = useMe();
  const [typed, setTyped] = useState<string | null>(initial);
  const profileRank = asksAllIndiaRank ? (me.data?.profile?.allIndiaRank ?? null) : null;
  return [typed ?? (profileRank === null ? '' : String(profileRank)), setTyped];
}

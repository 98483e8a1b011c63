import { useState } from 'react';
import { FilterIcon } from 'lucide-react';
import {
  LIST_FILTERS,
  ROUND_LISTS,
  SCREEN_CAPABILITIES,
  emptyFilters,
  type RoundOfList,
  type DataScreen,
  type Facets,
  type TableFilters,
} from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FILTER_FIELDS, isNameFilter } from '../filter-fields';
import { InstituteSearch } from './institute-search';
import { ListFilterFields } from './rank-tool-fields';

type RangeKey = 'rankFrom' | 'rankTo' | 'bedsFrom' | 'bedsTo';
/** The "from" and "to" fields of a range filter, labelled. */
const rangeFields = (name: string, from: RangeKey, to: RangeKey): [string, RangeKey][] => [
  [`${name} from`, from],
  [`${name} to`, to],
];

function NumberField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label>
        {label}
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          value={value ?? ''}
          onChange={(event) => {
            const parsed = Number.parseInt(event.target.value, 10);
            onChange(Number.isFinite(parsed) && parsed >= 0 ? parsed : null);
          }}
        />
      </Label>
    </div>
  );
}

function CheckboxRow<T extends number | string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  value: T[];
  onChange: (value: T[]) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="space-y-1.5 sm:col-span-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={value.includes(option.value)}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? [...value, option.value]
                    : value.filter((v) => v !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const roundOptionKey = (option: RoundOfList) => `${option.round}-${option.list}`;

/** Whether the filters pick a round list: its round, and its list (none named: either). */
const roundPicked = (filters: TableFilters, option: RoundOfList) =>
  filters.round.includes(option.round) &&
  (filters.list.length === 0 || filters.list.includes(option.list));

/**
 * The `round` and `list` filters of the round lists picked ("Round 1 allotments": round=1,
 * list=allotted; docs/decisions/0087-rounds-are-rounds-in-the-api.md); both lists picked name none.
 */
function roundFilter(picked: readonly RoundOfList[]): Pick<TableFilters, 'round' | 'list'> {
  const lists = ROUND_LISTS.filter((list) => picked.some((option) => option.list === list));
  return {
    round: [...new Set(picked.map((option) => option.round))],
    list: lists.length === ROUND_LISTS.length ? [] : lists,
  };
}

/** The Filter dialog (docs/product.md#data-screens): lists, ranges, years and rounds from the data. */
export function FilterDialog({
  screen,
  facets,
  value,
  onApply,
}: {
  screen: DataScreen;
  facets: Facets | undefined;
  value: TableFilters;
  onApply: (filters: TableFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const capabilities = SCREEN_CAPABILITIES[screen];
  const set = <K extends keyof TableFilters>(key: K, next: TableFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: next }));
  const active =
    LIST_FILTERS.reduce((count, key) => count + value[key].length, 0) +
    (value.institute ? 1 : 0) +
    [value.rankFrom, value.rankTo, value.bedsFrom, value.bedsTo].filter((v) => v !== null).length;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" disabled={!facets}>
          <FilterIcon aria-hidden="true" />
          Filter{active ? ` (${active})` : ''}
        </Button>
      </DialogTrigger>
      {/* On a phone the dialog is a sheet from the bottom edge, scrolling inside. */}
      <DialogContent className="max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:max-h-[90dvh] max-sm:max-w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:data-[state=open]:slide-in-from-bottom sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Filter</DialogTitle>
          <DialogDescription>Narrow the table; filters apply from page 1.</DialogDescription>
        </DialogHeader>
        {facets && (
          <div className="grid gap-4 sm:grid-cols-2">
            <ListFilterFields
              lists={capabilities.lists.filter(isNameFilter)}
              facets={facets}
              value={draft}
              onChange={(lists) => setDraft((current) => ({ ...current, ...lists }))}
            />
            <div className="sm:col-span-2">
              <InstituteSearch
                institutes={facets.institutes}
                value={draft.institute}
                onChange={(next) => set('institute', next)}
              />
            </div>
            {[
              ...(capabilities.rankRange ? rangeFields('Rank', 'rankFrom', 'rankTo') : []),
              ...(capabilities.bedsRange ? rangeFields('Beds', 'bedsFrom', 'bedsTo') : []),
            ].map(([label, key]) => (
              <NumberField
                key={key}
                label={label}
                value={draft[key]}
                onChange={(next) => set(key, next)}
              />
            ))}
            {capabilities.lists.includes('year') && (
              <CheckboxRow
                legend={FILTER_FIELDS.year.legend}
                options={facets.years.map((year) => ({ value: year, label: String(year) }))}
                value={draft.year}
                onChange={(next) => set('year', next)}
              />
            )}
            {capabilities.lists.includes('round') && (
              <CheckboxRow
                legend={FILTER_FIELDS.round.legend}
                options={facets.rounds.map((round) => ({
                  value: roundOptionKey(round),
                  label: round.label,
                }))}
                value={facets.rounds
                  .filter((round) => roundPicked(draft, round))
                  .map(roundOptionKey)}
                onChange={(next) =>
                  setDraft((current) => ({
                    ...current,
                    ...roundFilter(
                      facets.rounds.filter((round) => next.includes(roundOptionKey(round))),
                    ),
                  }))
                }
              />
            )}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setDraft(emptyFilters())}>
            Clear
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            Apply filters
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

const ALL = '__all__';

/** The search box of a Knowledge Hub list; the screen debounces what it sends. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  return (
    <div className="relative min-w-0 flex-1 sm:min-w-64">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 bg-background pl-9"
        maxLength={100}
      />
    </div>
  );
}

/** One filter: "All …" or one of the options the server offers. */
function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  format = String,
}: {
  label: string;
  allLabel: string;
  options: readonly (string | number)[];
  value: string;
  onChange: (value: string) => void;
  format?: (option: string | number) => string;
}) {
  // A closed Radix select still renders every item (for the trigger's text and typeahead), and
  // mounting items costs a blocking re-render: dozens of states while the screen loads. They
  // mount once the select is focused or opened; until then the trigger names the value itself.
  const [itemsMounted, setItemsMounted] = useState(false);
  const mountItems = () => setItemsMounted(true);
  return (
    <Select
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : next)}
      onOpenChange={(open) => {
        if (open) mountItems();
      }}
    >
      <SelectTrigger
        aria-label={label}
        className="h-10 w-full bg-background sm:w-44"
        onFocus={mountItems}
      >
        <SelectValue placeholder={allLabel}>{value ? format(value) : allLabel}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {itemsMounted && (
          <>
            <SelectItem value={ALL}>{allLabel}</SelectItem>
            {options.map((option) => (
              <SelectItem key={option} value={String(option)}>
                {format(option)}
              </SelectItem>
            ))}
          </>
        )}
      </SelectContent>
    </Select>
  );
}

/** Search and filters side by side, stacking on narrow screens. */
export function ListToolbar({ children }: { children: React.ReactNode }) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      {children}
    </div>
  );
}

/** One filter of a list: its facet key, labels and how an option reads. */
export interface FilterChoice<Key extends string> {
  key: Key;
  label: string;
  allLabel: string;
  format?: (option: string | number) => string;
}

/** The filter selects of a list, each offering the values its facets hold. */
export function FilterSelects<Key extends string>({
  choices,
  facets,
  values,
  onChange,
}: {
  choices: readonly FilterChoice<Key>[];
  facets: Record<Key, readonly (string | number)[]> | undefined;
  values: Record<Key, string>;
  onChange: (values: Record<Key, string>) => void;
}) {
  return choices.map((choice) => (
    <FilterSelect
      key={choice.key}
      label={choice.label}
      allLabel={choice.allLabel}
      options={facets?.[choice.key] ?? []}
      value={values[choice.key]}
      onChange={(value) => onChange({ ...values, [choice.key]: value })}
      {...(choice.format ? { format: choice.format } : {})}
    />
  ));
}

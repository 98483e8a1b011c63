import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/option-select';
import { useSearchText } from '@/hooks/use-search-text';

const ALL = '__all__';

/** The search box of a Knowledge Hub list; the screen debounces what it sends. */
function SearchBox({
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
  return (
    <OptionSelect
      label={label}
      className="h-10 w-full bg-background sm:w-44"
      value={value || ALL}
      onChange={(next) => onChange(next === ALL ? '' : next)}
      valueText={value ? format(value) : allLabel}
      options={[
        { value: ALL, label: allLabel },
        ...options.map((option) => ({ value: String(option), label: format(option) })),
      ]}
    />
  );
}

/** Search and filters side by side, stacking on narrow screens. */
function ListToolbar({ children }: { children: React.ReactNode }) {
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
function FilterSelects<Key extends string>({
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

/**
 * A Knowledge Hub list's search box and filters, read from and written to its URL (`useListParams`):
 * the search waits for a pause in typing before it reaches the URL; a filter reaches it at once.
 */
export function HubSearchToolbar<Key extends string>({
  params: { values, update },
  label,
  placeholder,
  filters = [],
  facets,
}: {
  params: {
    values: { q: string } & Record<Key, string>;
    update: (
      patch: { q: string } | Partial<Record<Key, string>>,
      options?: { replace?: boolean },
    ) => void;
  };
  label: string;
  placeholder: string;
  filters?: readonly FilterChoice<Key>[];
  facets?: Record<Key, readonly (string | number)[]> | undefined;
}) {
  const [search, setSearch] = useSearchText(values.q, (q) => update({ q }, { replace: true }));
  return (
    <ListToolbar>
      <SearchBox value={search} onChange={setSearch} label={label} placeholder={placeholder} />
      <FilterSelects
        choices={filters}
        facets={facets}
        values={values}
        onChange={(next) => update(next)}
      />
    </ListToolbar>
  );
}

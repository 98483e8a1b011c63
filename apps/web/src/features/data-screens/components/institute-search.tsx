import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Most institute suggestions shown at once (docs/product.md#constants). */
const MAX_SUGGESTIONS = 100;

/** Case-insensitive substring matches among the institute names, at most 100. */
function matchInstitutes(names: string[], text: string) {
  const needle = text.trim().toLowerCase();
  const matches = needle ? names.filter((name) => name.toLowerCase().includes(needle)) : names;
  return { shown: matches.slice(0, MAX_SUGGESTIONS), more: matches.length > MAX_SUGGESTIONS };
}

/** Institute search with a suggestion dropdown (docs/product.md#data-screens). */
export function InstituteSearch({
  institutes,
  value,
  onChange,
}: {
  institutes: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { shown, more } = matchInstitutes(institutes, value);
  return (
    <div className="relative space-y-1.5">
      <Label htmlFor={id}>Institute</Label>
      <Input
        id={id}
        placeholder="Search institute"
        value={value}
        autoComplete="off"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {open && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label="Institutes"
          className="absolute z-50 mt-1 max-h-60 w-full overflow-y-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {shown.length === 0 ? (
            <p className="px-2 py-1.5 text-muted-foreground">No institutes found</p>
          ) : (
            shown.map((name) => (
              <button
                type="button"
                role="option"
                aria-selected={name === value}
                key={name}
                className="block w-full rounded px-2 py-1.5 text-left hover:bg-accent"
                onClick={() => {
                  onChange(name);
                  setOpen(false);
                }}
              >
                {name}
              </button>
            ))
          )}
          {more && (
            <p className="px-2 py-1.5 text-xs text-muted-foreground">
              Showing first 100 results. Type more to narrow down.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

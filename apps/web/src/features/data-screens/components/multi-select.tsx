import { useId, useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** A list filter: pick any number of options, with a quick text filter for long lists. */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const needle = text.trim().toLowerCase();
  const shown = needle
    ? options.filter((option) => option.label.toLowerCase().includes(needle))
    : options;
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" className="w-full justify-between font-normal">
          <span className="truncate">
            {label}
            {value.length ? `: ${value.length} selected` : ''}
          </span>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72 p-2" align="start">
        {options.length > 8 && (
          <Input
            aria-label={`Filter ${label} options`}
            placeholder="Type to filter"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mb-2"
          />
        )}
        <div className="max-h-64 space-y-1 overflow-y-auto" role="group" aria-label={label}>
          {shown.map((option, index) => (
            <label
              key={option.value}
              htmlFor={`${id}-${index}`}
              className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-accent"
            >
              <Checkbox
                id={`${id}-${index}`}
                checked={value.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
              />
              {option.label}
            </label>
          ))}
          {shown.length === 0 && <p className="px-1 text-sm text-muted-foreground">No options</p>}
        </div>
      </PopoverContent>
    </Popover>
  );
}

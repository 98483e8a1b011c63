import { useState } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

/**
 * The app's one choose-one-of-these select: options as {value, label}, the chosen one's label on
 * the trigger, the placeholder while nothing is chosen.
 */
export function OptionSelect<Value extends string>({
  value,
  onChange,
  options,
  placeholder,
  disabled = false,
  id,
  label,
  className,
  valueText,
}: {
  value: Value | '';
  onChange: (value: Value) => void;
  options: readonly SelectOption<Value>[];
  placeholder?: string;
  disabled?: boolean;
  /** For a visible <label htmlFor>; otherwise `label` names the select. */
  id?: string;
  label?: string;
  className?: string;
  /** What the trigger says for a value not among the options (yet): options still loading. */
  valueText?: string;
}) {
  // A closed Radix select still renders every item (for the trigger's text and typeahead), and
  // mounting items costs a blocking re-render: dozens of selects while a screen loads. They
  // mount once the select is focused or opened; until then the trigger names the value itself.
  const [itemsMounted, setItemsMounted] = useState(false);
  const mountItems = () => setItemsMounted(true);
  const chosen = options.find((option) => option.value === value);
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        // Radix hands back a string; the option it names carries the typed value.
        const picked = options.find((option) => option.value === next);
        if (picked) onChange(picked.value);
      }}
      disabled={disabled}
      onOpenChange={(open) => {
        if (open) mountItems();
      }}
    >
      <SelectTrigger id={id} aria-label={label} className={className} onFocus={mountItems}>
        <SelectValue placeholder={placeholder}>{chosen?.label ?? valueText}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {itemsMounted &&
          options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
      </SelectContent>
    </Select>
  );
}

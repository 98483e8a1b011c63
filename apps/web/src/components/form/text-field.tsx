import type { ComponentProps, ReactNode } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** A labelled input with its validation message, wired for screen readers. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...inputProps
}: ComponentProps<typeof Input> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {hint}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A card of a Knowledge Hub grid, named by its heading (`headingId`). */
export function HubCard({
  testId,
  headingId,
  className,
  children,
}: {
  testId: string;
  headingId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article
      data-testid={testId}
      aria-labelledby={headingId}
      className={cn('flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm', className)}
    >
      {children}
    </article>
  );
}

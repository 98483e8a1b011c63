import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A landing section with an anchor id, an eyebrow, a heading and a lead paragraph. */
export function LandingSection({
  id,
  eyebrow,
  title,
  lead,
  className,
  children,
}: {
  id?: string;
  eyebrow: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // The sticky header would cover the heading after an anchor jump.
      className={cn('scroll-mt-20 py-16 sm:py-24', className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h2
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}

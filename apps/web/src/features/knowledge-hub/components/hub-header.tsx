import type { LucideIcon } from 'lucide-react';

/** The hero banner at the top of a Knowledge Hub screen. */
export function HubHero({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden rounded-2xl border bg-gradient-to-br from-primary/15 via-primary/5 to-transparent p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground sm:flex">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p>
          {children}
        </div>
      </div>
    </section>
  );
}

export interface StatCardItem {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}

/** A row of counts (Universities Loaded, States Covered, ...); a pulse while they load. */
export function StatCards({ items }: { items: StatCardItem[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
      {items.map((item) => (
        // A <dl> may hold only dt/dd groups in divs: the icon sits inside the term.
        <div
          key={item.label}
          className="relative flex min-h-20 flex-col-reverse justify-center rounded-xl border bg-card py-4 pr-5 pl-[4.75rem] shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">
            <span className="absolute top-1/2 left-5 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <item.icon className="size-5" aria-hidden="true" />
            </span>
            {item.label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums">
            {item.value === undefined ? (
              <span className="inline-block h-7 w-12 animate-pulse rounded bg-muted align-middle" />
            ) : (
              item.value.toLocaleString('en-IN')
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

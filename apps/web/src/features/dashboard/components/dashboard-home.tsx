import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Award, PlayCircle, Quote, Sparkles } from 'lucide-react';
import { formatCountPlus } from '@seatscope/shared';
import { PageMain } from '@/components/layout/page-main';
import { statsQueryOptions, useMe } from '@/lib/queries';
import {
  doctorTestimonials,
  highlights,
  quickLinks,
  quoteOfTheDay,
  successStories,
} from '../content';

/** Titled lines, each with its icon: success stories, platform highlights. */
function IconList({
  items,
}: {
  items: readonly { title: string; body: string; icon: ComponentType<{ className?: string }> }[];
}) {
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <item.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">{item.title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{item.body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The /app home (docs/product.md#dashboard-home): welcome, quote, quick links, tutorials, testimonials, stories,
 * highlights, live impact stats; the latest updates come in from the updates feature.
 */
export function DashboardHome({ latestUpdates }: { latestUpdates: ReactNode }) {
  const me = useMe();
  const name = me.data?.profile?.fullName || me.data?.user.name;

  return (
    <PageMain className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <section
        aria-labelledby="welcome"
        className="relative overflow-hidden rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-16 size-64 rounded-full bg-white/10"
        />
        <p className="flex items-center gap-2 text-sm font-medium opacity-90">
          <Sparkles className="size-4" aria-hidden="true" />
          Dashboard
        </p>
        <h1 id="welcome" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
          {name ? `Welcome back, ${name}` : 'Welcome back'}
        </h1>
        <p className="mt-2 max-w-2xl opacity-90">
          Pick up where you left off: check closing ranks, browse counsellings, or explore last
          year’s seat allocations.
        </p>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ul className="grid gap-4 sm:grid-cols-3" aria-label="Quick links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="group flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition hover:border-primary/50 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <link.icon className="size-5 text-primary" aria-hidden="true" />
                  <span className="mt-3 font-semibold">{link.title}</span>
                  <span className="mt-1 flex-1 text-sm text-muted-foreground">{link.body}</span>
                  <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary">
                    Open
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>

          <ImpactStats />

          <Panel id="video-tutorials" title="Video tutorials">
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-muted/40 p-8 text-center">
              <PlayCircle className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">Video walkthroughs are on their way</p>
              <p className="max-w-md text-sm text-muted-foreground">
                Short videos on reading cutoff ranks, comparing fees and bonds, and building a
                choice list will appear here.
              </p>
            </div>
          </Panel>

          <div className="grid gap-6 empty:hidden md:grid-cols-2">
            {doctorTestimonials.length > 0 && (
              <Panel id="doctor-testimonials" title="What doctors say">
                <ul className="space-y-4">
                  {doctorTestimonials.map((item) => (
                    <li key={item.name}>
                      <figure>
                        <Quote className="size-4 text-primary/60" aria-hidden="true" />
                        <blockquote className="mt-1 text-sm">{item.quote}</blockquote>
                        <figcaption className="mt-2 text-sm">
                          <span className="font-semibold">{item.name}</span>
                          <span className="text-muted-foreground"> · {item.detail}</span>
                        </figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              </Panel>
            )}
            {successStories.length > 0 && (
              <Panel id="success-stories" title="Success stories">
                <IconList items={successStories.map((story) => ({ ...story, icon: Award }))} />
              </Panel>
            )}
          </div>
        </div>

        <div className="space-y-6">
          <figure className="rounded-xl border bg-card p-5 shadow-sm">
            <figcaption className="text-sm font-semibold text-primary">Quote of the day</figcaption>
            <blockquote className="mt-3 text-lg leading-snug font-medium text-pretty">
              “{quoteOfTheDay.text}”
            </blockquote>
            <p className="mt-3 text-sm text-muted-foreground">— {quoteOfTheDay.author}</p>
          </figure>
          {latestUpdates}
          <Panel id="platform-highlights" title="Platform highlights">
            <IconList items={highlights} />
          </Panel>
        </div>
      </div>
    </PageMain>
  );
}

/** Live counts from the database (the same figures as the landing page). */
function ImpactStats() {
  const { data, isError } = useQuery(statsQueryOptions);
  const figures = [
    { label: 'Allocation records', value: data?.allocationRecords },
    { label: 'Colleges', value: data?.colleges },
    { label: 'Universities', value: data?.universities },
    { label: 'Counsellings', value: data?.counsellings },
    { label: 'Courses', value: data?.courses },
    { label: 'States', value: data?.states },
  ];
  return (
    <Panel id="impact-stats" title="Impact stats">
      {isError ? (
        <p className="text-sm text-muted-foreground">Figures could not be loaded.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg bg-muted/50 p-4">
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">
                {figure.value === undefined ? (
                  <span className="inline-block h-7 w-16 animate-pulse rounded bg-muted align-middle" />
                ) : (
                  formatCountPlus(figure.value)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}

import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLink } from '@/components/layout/brand';
import { SiteFooter } from '@/components/layout/site-footer';
import { paths } from '@/config/paths';

/** The frame of a static page: slim header, a readable column, the site footer. */
export function LegalPage({
  title,
  summary,
  updated,
  headerActions,
  children,
}: {
  title: string;
  summary: string;
  updated: string;
  headerActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <BrandLink />
          <div className="ml-auto flex items-center gap-2">
            {headerActions}
            <Link
              to={paths.home}
              className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Home
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{summary}</p>
        <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
        <div className="mt-10 space-y-10">{children}</div>
      </main>
      <SiteFooter />
    </>
  );
}

/** One titled part of a static page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-2">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/** A statement users must not miss, set apart from the running text. */
export function KeyFact({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border-l-4 border-primary bg-primary/5 px-4 py-3 font-medium">
      {children}
    </p>
  );
}

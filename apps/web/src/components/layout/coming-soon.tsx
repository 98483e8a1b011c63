import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { PageMain } from './page-main';

/** A tool that is not built yet (docs/product.md#coming-soon): says so plainly, offers a way on. */
export function ComingSoon({
  title,
  description,
  icon: Icon,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <PageMain className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center p-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 inline-flex rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
        Coming Soon
      </p>
      <p className="mt-4 text-muted-foreground">{description}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to={paths.app.closingRanks}>Explore cutoff ranks meanwhile</Link>
      </Button>
    </PageMain>
  );
}

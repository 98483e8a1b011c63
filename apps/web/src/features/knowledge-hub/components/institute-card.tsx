import type { ReactNode } from 'react';
import { BedDouble, Home, MapPin } from 'lucide-react';
import { formatRupees, type InstituteRow } from '@seatscope/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HubCard } from './hub-card';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word) && !['Of', 'And', 'The'].includes(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 3) || name.slice(0, 2).toUpperCase();

/** "₹12,000", "₹12,000 (men) · ₹14,000 (women)", or "N/A" (docs/product.md#indian-conventions). */
export function hostelFeeText(men: number | null, women: number | null): string {
  if (men === null && women === null) return 'N/A';
  if (men === null || women === null || men === women)
    return `${formatRupees((men ?? women ?? 0) * 100)}/yr`;
  return `${formatRupees(men * 100)} (men) · ${formatRupees(women * 100)} (women)`;
}

export function InstituteCard({
  institute,
  onOpen,
  actions,
}: {
  institute: InstituteRow;
  /** Opens the institute's details: fees with their sources, counsellings and courses. */
  onOpen: () => void;
  /** What the app layer adds below the card (the comparison's "Compare"). */
  actions?: ReactNode;
}) {
  const place = [institute.district, institute.state].filter(Boolean).join(', ');
  return (
    <HubCard
      testId="institute-card"
      headingId={`institute-${institute.id}`}
      className="transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        {institute.logoUrl ? (
          <img
            src={institute.logoUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-lg border bg-white object-contain p-1"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-sm font-bold text-primary"
          >
            {initialsOf(institute.name)}
          </span>
        )}
        <div className="min-w-0">
          <h2 id={`institute-${institute.id}`} className="leading-snug font-semibold">
            {institute.name}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {institute.university ?? 'University N/A'}
          </p>
        </div>
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-sm">
        <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {place || 'N/A'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {institute.type && <Badge variant="secondary">{institute.type}</Badge>}
        {institute.management && <Badge variant="outline">{institute.management}</Badge>}
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-3 border-t pt-4 text-sm [&:not(:first-child)]:mt-4">
        <div>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <BedDouble className="size-4" aria-hidden="true" />
            Beds
          </dt>
          <dd className="mt-0.5 font-medium tabular-nums">
            {institute.beds === null ? 'N/A' : institute.beds.toLocaleString('en-IN')}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <Home className="size-4" aria-hidden="true" />
            Hostel fee
          </dt>
          <dd className="mt-0.5 font-medium tabular-nums">
            {hostelFeeText(institute.hostelFeeMen, institute.hostelFeeWomen)}
          </dd>
        </div>
      </dl>
      <Button variant="outline" size="sm" className="mt-4 w-full" onClick={onOpen}>
        Details, fees and courses
        <span className="sr-only"> of {institute.name}</span>
      </Button>
      {actions && <div className="mt-2 flex flex-wrap gap-2 [&>*]:flex-1">{actions}</div>}
    </HubCard>
  );
}

import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The SeatScope mark: a seat inside a scope ring, drawn inline (no image request). */
function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle
        cx="16"
        cy="16"
        r="9"
        fill="none"
        strokeWidth="2.2"
        className="stroke-primary-foreground"
      />
      <path
        d="M12 19.5v-5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v5M11 19.5h10"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

/** The product name with its mark, linking home. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <BrandMark />
      <span>SeatScope</span>
    </Link>
  );
}

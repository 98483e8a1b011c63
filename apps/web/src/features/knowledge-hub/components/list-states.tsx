import { AlertCircle, Loader2, SearchX } from 'lucide-react';

/** Fetch failures: the server's message, or the default (docs/product.md#error-catalogue). */
export function ErrorBanner({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : 'Failed to fetch data';
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

export function EmptyResults({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-muted-foreground">{message}</p>
    </div>
  );
}

export function LoadingMore({ label = 'Loading more...' }: { label?: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground"
    >
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}

export function EndOfResults() {
  return (
    <p className="py-6 text-center text-sm text-muted-foreground">
      You've reached the end of the results
    </p>
  );
}

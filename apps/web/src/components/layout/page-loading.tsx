/** What a page shows while what it needs first (the session, its loader) is on its way. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-svh items-center justify-center text-muted-foreground">
      Loading...
    </div>
  );
}

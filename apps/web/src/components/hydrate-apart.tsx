import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered HTML inside is hydrated in a pass of its own, after its parent's and
 * interruptible, rather than in one long task with the whole page: on a slow phone that task
 * blocked input for hundreds of milliseconds (docs/decisions/0016). Renders nothing of its own;
 * in a page rendered in the browser it changes nothing.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

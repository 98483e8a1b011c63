import { PageMain, useIsInsideMain } from './page-main';

/** What a screen shows until its feature lands: its title and a plain one-line state. */
export function BeingBuilt({ title }: { title: string }) {
  // Inside the app shell a screen lines up with the header; a page of its own is centred.
  const insideAppShell = useIsInsideMain();
  return (
    <PageMain className={insideAppShell ? 'w-full max-w-3xl p-6' : 'mx-auto w-full max-w-3xl p-6'}>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">This screen is being built.</p>
    </PageMain>
  );
}

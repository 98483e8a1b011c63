/** What a screen shows until its feature lands: its title and a plain one-line state. */
export function BeingBuilt({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">This screen is being built.</p>
    </main>
  );
}

import type { IconCard } from '../content';

export function IconCardGrid({ cards }: { cards: IconCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="rounded-xl border bg-card p-6 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <card.icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold">{card.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{card.body}</p>
        </li>
      ))}
    </ul>
  );
}

import type { ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface IconCard {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  body: string;
  /** Below the body (a contact card's mail link). */
  extra?: ReactNode;
}

/** A row of small cards, each an icon, a heading and a sentence (course kinds, contact ways). */
export function IconCardList({
  cards,
  className,
}: {
  cards: readonly IconCard[];
  className: string;
}) {
  return (
    <ul className={cn('grid gap-4', className)}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-xl border bg-card p-5 shadow-sm">
          <card.icon className="size-5 text-primary" aria-hidden="true" />
          <h2 className="mt-3 font-semibold">{card.title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{card.body}</p>
          {card.extra}
        </li>
      ))}
    </ul>
  );
}

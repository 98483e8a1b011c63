import { Quote } from 'lucide-react';
import { testimonials } from '../content';
import { LandingSection } from './section';

export function Testimonials() {
  if (testimonials.length === 0) return null;
  return (
    <LandingSection
      id="testimonials"
      eyebrow="Testimonials"
      title="Built with candidates who went through it"
      className="bg-muted/40"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
              <Quote className="size-6 text-primary/60" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-pretty">{item.quote}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                >
                  {initials(item.name)}
                </span>
                <span>
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-muted-foreground">{item.detail}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

import { ChevronDownIcon } from 'lucide-react';
import { faqs } from '../content';
import { LandingSection } from './section';

/**
 * One answer open at a time, and the open one can be closed again (docs/product.md#landing-page).
 * The browser's own disclosure does it: `<details>` sharing a `name` opens exclusively, works
 * before the page's script has loaded and costs the landing page no JavaScript
 * (docs/decisions/0045-landing-javascript.md).
 */
export function Faq() {
  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Questions candidates ask us">
      <div className="mx-auto max-w-3xl rounded-xl border bg-card px-6">
        {faqs.map((faq) => (
          <details key={faq.question} name="faq" className="group border-b last:border-b-0">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDownIcon
                aria-hidden
                className="pointer-events-none size-4 shrink-0 translate-y-1 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm text-muted-foreground">{faq.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { faqs } from '../content';
import { LandingSection } from './section';

/** One answer open at a time, and the open one can be closed again (docs/product.md#landing-page). */
export function Faq() {
  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Questions candidates ask us">
      <Accordion
        type="single"
        collapsible
        className="mx-auto max-w-3xl rounded-xl border bg-card px-6"
      >
        {faqs.map((faq) => (
          <AccordionItem key={faq.question} value={faq.question}>
            <AccordionTrigger className="text-base">{faq.question}</AccordionTrigger>
            <AccordionContent className="text-muted-foreground">{faq.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </LandingSection>
  );
}

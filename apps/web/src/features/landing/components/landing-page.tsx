import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import type { CatalogueEntry } from '@seatscope/shared';
import { features, problems } from '../content';
import { CallToAction } from './call-to-action';
import { Faq } from './faq';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { IconCardGrid } from './icon-card-grid';
import { LandingHeader } from './landing-header';
import { PackageCards } from './package-cards';
import { LandingSection } from './section';
import { Testimonials } from './testimonials';

export type AuthTab = 'login' | 'signup';

/**
 * The public landing page (docs/product.md#landing-page). It knows nothing about authentication or checkout: the
 * route passes callbacks that open those dialogs.
 */
export function LandingPage({
  onOpenAuth,
  onChoosePackage,
  headerActions,
}: {
  onOpenAuth: (tab: AuthTab) => void;
  onChoosePackage: (id: CatalogueEntry['id']) => void;
  headerActions?: ReactNode;
}) {
  const signUp = () => onOpenAuth('signup');
  return (
    <>
      <LandingHeader
        onSignIn={() => onOpenAuth('login')}
        onSignUp={signUp}
        actions={headerActions}
      />
      <main>
        <Hero onSignUp={signUp} />
        <LandingSection
          id="features"
          eyebrow="Why SeatScope"
          title="Counselling data is public. Making sense of it is not."
          lead="We turn scattered PDFs into tables you can filter by your rank in seconds."
        >
          <IconCardGrid cards={problems} />
          <h3 className="mt-16 mb-8 text-center text-2xl font-bold tracking-tight">
            Everything in one place
          </h3>
          <IconCardGrid cards={features} />
        </LandingSection>
        <HowItWorks />
        <PackageCards onChoose={onChoosePackage} />
        <Testimonials />
        <Faq />
        <CallToAction onSignUp={signUp} />
      </main>
      <SiteFooter />
    </>
  );
}

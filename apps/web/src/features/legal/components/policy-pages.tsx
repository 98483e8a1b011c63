import type { ReactNode } from 'react';
import { Clock, Mail, Zap } from 'lucide-react';
import { IconCardList } from '@/components/icon-card-list';
import { site } from '@/config/site';
import { KeyFact, LegalPage, LegalSection } from './legal-page';

// The policy statements are docs/product.md#policy-pages word for word; keep them identical across pages.
const UPDATED = '21 November 2026';

type PageProps = { headerActions?: ReactNode };

/** The support address as a mail link, or "our support team" when none is configured. */
function SupportAddress() {
  if (!site.supportEmail) return <>our support team</>;
  return (
    <a
      href={`mailto:${site.supportEmail}`}
      className="text-primary underline underline-offset-4 hover:no-underline"
    >
      {site.supportEmail}
    </a>
  );
}

export function ContactPage({ headerActions }: PageProps) {
  const cards = [
    {
      icon: Mail,
      title: 'Email support',
      body: 'We reply to every email within 24 hours.',
      link: site.supportEmail,
    },
    {
      icon: Zap,
      title: 'Priority support',
      body: 'Package holders get priority support within 2-4 hours.',
      link: site.prioritySupportEmail,
    },
    {
      icon: Clock,
      title: 'Support hours',
      body: 'Monday-Friday 9-6 IST and Saturday 10-4 IST.',
    },
  ];
  return (
    <LegalPage
      title="Contact us"
      summary="Questions about data, your account or a payment? We are here to help."
      updated={UPDATED}
      headerActions={headerActions}
    >
      <IconCardList
        className="sm:grid-cols-3"
        cards={cards.map((card) => ({
          ...card,
          extra: card.link && (
            <a
              href={`mailto:${card.link}`}
              className="mt-3 inline-block text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
            >
              {card.link}
            </a>
          ),
        }))}
      />
      <LegalSection title="What to include">
        <p>
          Write from the email address of your SeatScope account and tell us the screen, the
          counselling and what you expected to see. For payments, include the payment reference from
          your receipt.
        </p>
      </LegalSection>
      <LegalSection title="Refunds">
        <p>
          Every package comes with a 7-day money-back guarantee. See the refund and cancellation
          policy for how refunds work.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export function TermsPage({ headerActions }: PageProps) {
  return (
    <LegalPage
      title="Terms of Service"
      summary="The rules for using SeatScope. Please read them before you buy a package."
      updated={UPDATED}
      headerActions={headerActions}
    >
      <LegalSection title="Who may use SeatScope">
        <KeyFact>Users must be 18 or over.</KeyFact>
        <p>
          You are responsible for your account and for keeping your password private. One device can
          be signed in to an account at a time; signing in on a new device signs out the previous
          one.
        </p>
      </LegalSection>
      <LegalSection title="What you get">
        <p>
          Without a package you use SeatScope in demo mode, where each data table shows its first 5
          rows. A package is a one-time payment that gives full access to the data tables until the
          validity date shown when you buy it.
        </p>
      </LegalSection>
      <LegalSection title="About the data">
        <p>
          SeatScope compiles information published by MCC and state counselling authorities. We work
          to keep it accurate, but the official notices of the counselling authority always prevail.
          Past allotments and closing ranks do not guarantee a seat in any round.
        </p>
      </LegalSection>
      <LegalSection title="Refunds">
        <p>
          Packages come with a 7-day money-back guarantee. Refund review takes 3-5 business days and
          processing 7-10 business days. The refund and cancellation policy has the details.
        </p>
      </LegalSection>
      <LegalSection title="Fair use">
        <ul>
          <li>Do not resell, scrape or republish the data.</li>
          <li>Do not share your account or try to get around demo limits.</li>
          <li>Do not interfere with the service or other users.</li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}

export function RefundPage({ headerActions }: PageProps) {
  return (
    <LegalPage
      title="Refund & Cancellation Policy"
      summary="If SeatScope is not right for you, you can have your money back."
      updated={UPDATED}
      headerActions={headerActions}
    >
      <LegalSection title="7-day money-back guarantee">
        <KeyFact>Every package comes with a 7-day money-back guarantee.</KeyFact>
        <p>
          Ask for a refund within 7 days of purchase for any reason by writing to <SupportAddress />{' '}
          from your account’s email address.
        </p>
      </LegalSection>
      <LegalSection title="How long it takes">
        <ul>
          <li>Refund review takes 3-5 business days.</li>
          <li>
            Processing takes 7-10 business days once approved, back to the original payment method.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Technical issues">
        <p>
          You are also entitled to a refund for a technical issue if the service is down for more
          than 48 hours.
        </p>
      </LegalSection>
      <LegalSection title="Cancellation">
        <p>
          A package is a one-time payment with no renewal, so there is nothing to cancel. When a
          refund is made, access to the full data ends and the account returns to demo mode.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export function PrivacyPage({ headerActions }: PageProps) {
  return (
    <LegalPage
      title="Privacy Policy"
      summary="What we collect, why, and what we never do with it."
      updated={UPDATED}
      headerActions={headerActions}
    >
      <LegalSection title="What we collect">
        <ul>
          <li>Your name and email address, to create and secure your account.</li>
          <li>
            Optionally your WhatsApp number and All India Rank, if you add them to your profile.
          </li>
          <li>
            Payment records (package, amount, date and the payment provider’s reference). We never
            see or store card details.
          </li>
          <li>
            A session cookie that keeps you signed in, and your theme choice stored in your browser.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="How we use it">
        <p>
          To run your account, grant the package you bought, answer support requests and keep the
          service secure. We do not sell your data and we do not use it for advertising.
        </p>
      </LegalSection>
      <LegalSection title="Age">
        <p>SeatScope is for users 18 or over; users must be 18 or over to create an account.</p>
      </LegalSection>
      <LegalSection title="Your choices">
        <p>
          You can update your profile at any time. To delete your account and its data, write to{' '}
          <SupportAddress />; we reply within 24 hours.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

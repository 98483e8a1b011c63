import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { BrandLink } from './brand';

const policyLinks = [
  { to: paths.contact, label: 'Contact' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.refund, label: 'Refund & Cancellation' },
] as const;

/** The public site's footer (landing and static pages): policy links, support hours. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr]">
        <div className="space-y-3">
          <BrandLink />
          <p className="max-w-sm text-sm text-muted-foreground">
            Past allotments, closing ranks, seats, fees, stipends and bonds for NEET PG and UG
            counselling, in one place.
          </p>
        </div>
        <nav aria-label="Policies" className="text-sm">
          <h2 className="mb-3 font-semibold">Company</h2>
          <ul className="space-y-2">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <h2 className="mb-3 font-semibold">Support</h2>
          <p className="text-muted-foreground">Monday-Friday 9-6 IST</p>
          <p className="text-muted-foreground">Saturday 10-4 IST</p>
          {site.supportEmail && (
            <a
              href={`mailto:${site.supportEmail}`}
              className="mt-2 inline-block text-primary underline-offset-4 hover:underline"
            >
              {site.supportEmail}
            </a>
          )}
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} SeatScope. Not affiliated with MCC, NBEMS or any state
          counselling authority.
        </p>
      </div>
    </footer>
  );
}

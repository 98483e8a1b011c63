import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { BrandLink } from '@/components/layout/brand';
import { Button } from '@/components/ui/button';
import { navLinks } from '../content';

/** Sticky header: anchors to the sections, sign-in and sign-up, and a slot (theme toggle). */
export function LandingHeader({
  onSignIn,
  onSignUp,
  actions,
}: {
  onSignIn: () => void;
  onSignUp: () => void;
  actions?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Sections" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {actions}
          <Button variant="ghost" onClick={onSignIn} className="hidden sm:inline-flex">
            Sign in
          </Button>
          <Button onClick={onSignUp}>Get started</Button>
          {/* A native disclosure keeps the small-screen menu free of extra JavaScript. */}
          <details className="group relative lg:hidden">
            <summary
              aria-label="Menu"
              className="flex size-9 cursor-pointer list-none items-center justify-center rounded-md hover:bg-accent [&::-webkit-details-marker]:hidden"
            >
              <Menu className="size-5" aria-hidden="true" />
            </summary>
            <nav
              aria-label="Sections (menu)"
              className="absolute top-11 right-0 w-56 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg"
            >
              <ul>
                {navLinks.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      onClick={(event) =>
                        event.currentTarget.closest('details')?.removeAttribute('open')
                      }
                      className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
                <li className="mt-1 border-t pt-1 sm:hidden">
                  <button
                    type="button"
                    onClick={onSignIn}
                    className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-accent"
                  >
                    Sign in
                  </button>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

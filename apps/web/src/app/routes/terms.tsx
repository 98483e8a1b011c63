import { ThemeToggle } from '@/components/layout/theme-toggle';
import { TermsPage } from '@/features/legal';

export default function TermsRoute() {
  return <TermsPage headerActions={<ThemeToggle />} />;
}

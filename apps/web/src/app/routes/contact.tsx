import { ThemeToggle } from '@/components/layout/theme-toggle';
import { ContactPage } from '@/features/legal';

export default function ContactRoute() {
  return <ContactPage headerActions={<ThemeToggle />} />;
}

import { ThemeToggle } from '@/components/layout/theme-toggle';
import { PrivacyPage } from '@/features/legal';

export default function PrivacyRoute() {
  return <PrivacyPage headerActions={<ThemeToggle />} />;
}

import { ThemeToggle } from '@/components/layout/theme-toggle';
import { RefundPage } from '@/features/legal';

export default function RefundRoute() {
  return <RefundPage headerActions={<ThemeToggle />} />;
}

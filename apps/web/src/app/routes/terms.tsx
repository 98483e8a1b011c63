import { TermsPage } from '@/features/legal';

export default function TermsRoute() {
  return <TermsPage />;
}

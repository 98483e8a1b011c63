import { PrivacyPage } from '@/features/legal';

export default function PrivacyRoute() {
  return <PrivacyPage />;
}

import { DevOutboxPage } from '@/features/auth';

export default function DevOutboxRoute() {
  return <DevOutboxPage />;
}

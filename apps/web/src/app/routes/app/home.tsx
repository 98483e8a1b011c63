import { DashboardHome } from '@/features/dashboard';
import { LatestUpdates } from '@/features/updates';

export default function HomeRoute() {
  return <DashboardHome latestUpdates={<LatestUpdates />} />;
}

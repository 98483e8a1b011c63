import { DataStatusScreen } from '@/features/admin';

export default function AdminDataStatusRoute() {
  return <DataStatusScreen />;
}

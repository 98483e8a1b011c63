import { BeingBuilt } from '@/components/layout/being-built';

export default function AllotmentsRoute() {
  return <BeingBuilt title="Seat Allocation" />;
}

import { BeingBuilt } from '@/components/layout/being-built';

export default function SeatMatrixRoute() {
  return <BeingBuilt title="Seat Availability" />;
}

import { BeingBuilt } from '@/components/layout/being-built';

export default function LandingRoute() {
  return <BeingBuilt title="SeatScope" />;
}

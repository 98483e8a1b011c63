import { BeingBuilt } from '@/components/layout/being-built';

export default function ClosingRanksRoute() {
  return <BeingBuilt title="Cutoff Ranks" />;
}

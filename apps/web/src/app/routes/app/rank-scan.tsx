import { BeingBuilt } from '@/components/layout/being-built';

export default function RankScanRoute() {
  return <BeingBuilt title="Rank DeepScan" />;
}

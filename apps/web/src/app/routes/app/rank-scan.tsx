import { ScanSearch } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';

export default function RankScanRoute() {
  return (
    <ComingSoon
      icon={ScanSearch}
      title="Rank DeepScan"
      description="A deep look at what your rank can reach across counsellings, rounds, quotas and categories."
    />
  );
}

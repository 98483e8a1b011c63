import { Map } from 'lucide-react';
import { ComingSoon } from '@/components/layout/coming-soon';

export default function AllotmentMappingRoute() {
  return (
    <ComingSoon
      icon={Map}
      title="Rank Mapping Tool"
      description="Map your rank to the colleges and courses that ranks like yours were allotted in past rounds."
    />
  );
}

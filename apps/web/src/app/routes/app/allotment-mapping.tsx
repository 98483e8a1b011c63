import { BeingBuilt } from '@/components/layout/being-built';

export default function AllotmentMappingRoute() {
  return <BeingBuilt title="Rank Mapping Tool" />;
}

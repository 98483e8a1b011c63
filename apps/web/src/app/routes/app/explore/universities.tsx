import { BeingBuilt } from '@/components/layout/being-built';

export default function UniversitiesRoute() {
  return <BeingBuilt title="Atlas of Universities" />;
}

import { BeingBuilt } from '@/components/layout/being-built';

export default function InstitutesRoute() {
  return <BeingBuilt title="College Explorer" />;
}

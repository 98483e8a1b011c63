import { BeingBuilt } from '@/components/layout/being-built';

export default function HomeRoute() {
  return <BeingBuilt title="Home" />;
}

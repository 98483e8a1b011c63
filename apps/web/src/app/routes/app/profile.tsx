import { BeingBuilt } from '@/components/layout/being-built';

export default function ProfileRoute() {
  return <BeingBuilt title="Profile" />;
}

import { BeingBuilt } from '@/components/layout/being-built';

export default function PrivacyRoute() {
  return <BeingBuilt title="Privacy Policy" />;
}

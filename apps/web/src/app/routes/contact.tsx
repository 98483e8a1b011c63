import { BeingBuilt } from '@/components/layout/being-built';

export default function ContactRoute() {
  return <BeingBuilt title="Contact us" />;
}

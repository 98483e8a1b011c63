import { BeingBuilt } from '@/components/layout/being-built';

export default function TermsRoute() {
  return <BeingBuilt title="Terms of Service" />;
}

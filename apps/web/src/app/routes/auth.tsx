import { BeingBuilt } from '@/components/layout/being-built';

export default function AuthRoute() {
  return <BeingBuilt title="Sign in" />;
}

import { BeingBuilt } from '@/components/layout/being-built';

export default function CounsellingsRoute() {
  return <BeingBuilt title="Counselling Info" />;
}

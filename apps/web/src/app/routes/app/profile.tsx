import { ProfileScreen } from '@/features/profile';

export default function ProfileRoute() {
  return <ProfileScreen />;
}

import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing';

export default function LandingRoute() {
  const navigate = useNavigate();
  // Until the sign-in dialog is wired here, the buttons lead to the /auth screen.
  const openAuth = () => void navigate(paths.auth);
  return <LandingPage onOpenAuth={openAuth} onChoosePackage={openAuth} />;
}

import { ResetPasswordPage } from '@/features/auth';

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}

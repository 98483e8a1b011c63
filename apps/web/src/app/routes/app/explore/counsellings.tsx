import { CounsellingInfo } from '@/features/knowledge-hub';

export default function CounsellingsRoute() {
  return <CounsellingInfo />;
}

import { RefundPage } from '@/features/legal';

export default function RefundRoute() {
  return <RefundPage />;
}

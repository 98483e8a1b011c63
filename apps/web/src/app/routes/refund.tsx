import { BeingBuilt } from '@/components/layout/being-built';

export default function RefundRoute() {
  return <BeingBuilt title="Refund and Cancellation Policy" />;
}

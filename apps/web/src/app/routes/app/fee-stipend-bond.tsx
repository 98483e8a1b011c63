import { BeingBuilt } from '@/components/layout/being-built';

export default function FeeStipendBondRoute() {
  return <BeingBuilt title="Financials & Bonds" />;
}

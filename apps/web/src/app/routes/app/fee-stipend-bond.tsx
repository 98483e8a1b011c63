import { useNavigate } from 'react-router';
import { DataScreenView } from '@/features/data-screens';
import { paths } from '@/config/paths';

export default function FeeStipendBondRoute() {
  const navigate = useNavigate();
  return (
    <DataScreenView
      screen="financials"
      title="Financials & Bonds"
      emptyPrompt="Please select a counselling to view financial data."
      // Until the purchase dialog lands, the packages section sells the package.
      onPurchase={() => void navigate(`${paths.home}#packages`)}
    />
  );
}

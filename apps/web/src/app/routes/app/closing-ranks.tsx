import { useNavigate } from 'react-router';
import { DataScreenView } from '@/features/data-screens';
import { paths } from '@/config/paths';

export default function ClosingRanksRoute() {
  const navigate = useNavigate();
  return (
    <DataScreenView
      screen="cutoffs"
      title="Cutoff Ranks"
      emptyPrompt="Please select a counselling type to view cutoff ranks"
      // Until the purchase dialog lands, the packages section sells the package.
      onPurchase={() => void navigate(`${paths.home}#packages`)}
    />
  );
}

import { useNavigate } from 'react-router';
import { DataScreenView } from '@/features/data-screens';
import { paths } from '@/config/paths';

export default function AllotmentsRoute() {
  const navigate = useNavigate();
  return (
    <DataScreenView
      screen="allotments"
      title="Seat Allocation"
      emptyPrompt="Please select a counselling to view seat allocation data."
      // Until the purchase dialog lands, the packages section sells the package.
      onPurchase={() => void navigate(`${paths.home}#packages`)}
    />
  );
}

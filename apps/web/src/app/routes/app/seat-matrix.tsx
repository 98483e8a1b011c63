import { useNavigate } from 'react-router';
import { DataScreenView } from '@/features/data-screens';
import { paths } from '@/config/paths';

export default function SeatMatrixRoute() {
  const navigate = useNavigate();
  return (
    <DataScreenView
      screen="seat-matrix"
      title="Seat Availability"
      emptyPrompt="Please select a counselling type to view seat availability"
      // Until the purchase dialog lands, the packages section sells the package.
      onPurchase={() => void navigate(`${paths.home}#packages`)}
    />
  );
}

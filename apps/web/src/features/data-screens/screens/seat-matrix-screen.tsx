import { TableFrame, type DataScreenProps } from '../table-frame/table-frame';
import { useScreenTable } from '../table-frame/use-screen-table';

/** Seat Availability: the seats of each round (docs/product.md#data-screens). */
export function SeatMatrixScreen(props: DataScreenProps) {
  const table = useScreenTable('seat-matrix');
  return <TableFrame {...props} table={table} failure="line" />;
}

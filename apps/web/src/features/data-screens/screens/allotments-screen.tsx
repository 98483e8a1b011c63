import { TableFrame, type DataScreenProps } from '../table-frame/table-frame';
import { useScreenTable } from '../table-frame/use-screen-table';

/** Seat Allocation: one row per allotment (docs/product.md#data-screens). */
export function AllotmentsScreen(props: DataScreenProps) {
  const table = useScreenTable('allotments');
  return <TableFrame {...props} table={table} demoNote="Demo mode: showing first 5 rows." />;
}

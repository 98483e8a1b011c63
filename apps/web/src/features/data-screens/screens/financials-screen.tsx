import { TableFrame, type DataScreenProps } from '../table-frame/table-frame';
import { useScreenTable } from '../table-frame/use-screen-table';

/** Financials & Bonds: fees, stipends, bonds and a profile's money boxes (docs/product.md#data-screens). */
export function FinancialsScreen(props: DataScreenProps) {
  const table = useScreenTable('financials');
  return <TableFrame {...props} table={table} />;
}

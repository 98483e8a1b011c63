import { PrintableChoiceList } from '@/features/choice-list';

export default function ChoiceListPrintRoute() {
  return <PrintableChoiceList />;
}

import { ChoiceListScreen } from '@/features/choice-list';

export default function ChoiceListRoute() {
  return <ChoiceListScreen />;
}

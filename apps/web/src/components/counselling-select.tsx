import { useQuery } from '@tanstack/react-query';
import type { DataScreen } from '@seatscope/shared';
import { OptionSelect } from '@/components/option-select';
import { counsellingsQueryOptions } from '@/lib/queries';

/**
 * The counselling selector with its loading, empty and error texts (docs/product.md#error-catalogue):
 * the data screens and the choice list (counsellings with Cutoff Ranks).
 */
export function CounsellingSelect({
  screen,
  value,
  onChange,
  className = 'w-full sm:w-72',
}: {
  screen: DataScreen;
  value: string | null;
  onChange: (counselling: string) => void;
  className?: string;
}) {
  const counsellings = useQuery(counsellingsQueryOptions(screen));
  const placeholder = counsellings.isPending
    ? 'Loading counsellings...'
    : counsellings.isError
      ? screen === 'seat-matrix'
        ? 'Error loading counsellings'
        : 'Failed to fetch counsellings'
      : counsellings.data.length === 0
        ? 'No counsellings available'
        : 'Select counselling';
  const known = counsellings.data?.some((option) => option.id === value) ?? false;
  return (
    <OptionSelect
      label="Counselling"
      className={className}
      value={known && value ? value : ''}
      onChange={onChange}
      disabled={!counsellings.data?.length}
      placeholder={placeholder}
      options={counsellings.data?.map((option) => ({ value: option.id, label: option.name })) ?? []}
    />
  );
}

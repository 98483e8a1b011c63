import { useQuery } from '@tanstack/react-query';
import type { DataScreen } from '@seatscope/shared';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
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
    <Select
      value={known && value ? value : ''}
      onValueChange={onChange}
      disabled={!counsellings.data?.length}
    >
      <SelectTrigger aria-label="Counselling" className={className}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {counsellings.data?.map((option) => (
          <SelectItem key={option.id} value={option.id}>
            {option.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import { ArrowUpDownIcon } from 'lucide-react';
import {
  SCREEN_CAPABILITIES,
  type DataScreen,
  type RankType,
  type SortField,
  type SortOption,
} from '@seatscope/shared';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu';
import { ToolbarMenu } from './toolbar-menu';

const LABELS: Record<SortField, { name: string; asc: string; desc: string }> = {
  institute: { name: 'Institute name', asc: 'A to Z', desc: 'Z to A' },
  course: { name: 'Course name', asc: 'A to Z', desc: 'Z to A' },
  aiRank: { name: 'AI rank', asc: 'low to high', desc: 'high to low' },
  counsellingRank: { name: 'Counselling rank', asc: 'low to high', desc: 'high to low' },
  fee: { name: 'Fee', asc: 'low to high', desc: 'high to low' },
};

function sortLabel(sort: SortOption): string {
  const label = LABELS[sort.field];
  return `${label.name}: ${label[sort.direction]}`;
}

/** Sort options (docs/product.md#data-screens), each ascending and descending (those the screen supports). */
export function SortMenu({
  screen,
  value,
  rankTypes,
  onChange,
}: {
  screen: DataScreen;
  value: SortOption | null;
  /** The ranks the counselling publishes; sorts by the others are not offered. */
  rankTypes?: readonly RankType[];
  onChange: (sort: SortOption) => void;
}) {
  const unpublished = (field: SortField) =>
    rankTypes !== undefined &&
    ((field === 'aiRank' && !rankTypes.includes('ai')) ||
      (field === 'counsellingRank' && !rankTypes.includes('counselling')));
  const fields = SCREEN_CAPABILITIES[screen].sorts.filter((field) => !unpublished(field));
  const options = fields.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
  );
  return (
    <ToolbarMenu icon={ArrowUpDownIcon} label="Sort" title="Sort by">
      <DropdownMenuRadioGroup
        value={value ? `${value.field}.${value.direction}` : ''}
        onValueChange={(key) => {
          const option = options.find((o) => `${o.field}.${o.direction}` === key);
          if (option) onChange(option);
        }}
      >
        {options.map((option) => (
          <DropdownMenuRadioItem
            key={`${option.field}.${option.direction}`}
            value={`${option.field}.${option.direction}`}
          >
            {sortLabel(option)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </ToolbarMenu>
  );
}

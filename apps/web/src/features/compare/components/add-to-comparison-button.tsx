import { useNavigate } from 'react-router';
import { ColumnsIcon } from 'lucide-react';
import { toast } from 'sonner';
import { COMPARE_MAX_COLUMNS } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import {
  addItem,
  comparisonPath,
  FULL_MESSAGE,
  itemId,
  type CompareAsk,
  type ComparedItem,
} from '../model';
import { storeComparison, storedComparison, useStoredComparison } from '../selection';

export interface AddToComparisonButtonProps {
  item: ComparedItem;
  /** Read in the toast and by screen readers: the institute (and course). */
  name: string;
  /** The rank and category the screen shows chances for, carried into the comparison. */
  ask?: Partial<CompareAsk>;
  size?: 'sm' | 'default';
}

/**
 * "Compare": adds an option or a college to the comparison (at most four); once added, opens it.
 * For the Choice List, Rank DeepScan and College Explorer: the app layer hands it to them
 * (docs/decisions/0084-compare-side-by-side.md).
 */
export function AddToComparisonButton({
  item,
  name,
  ask,
  size = 'sm',
}: AddToComparisonButtonProps) {
  const navigate = useNavigate();
  const stored = useStoredComparison();
  const compared = stored.items.some((other) => itemId(other) === itemId(item));
  if (compared) {
    return (
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={() => navigate(comparisonPath(stored))}
      >
        <ColumnsIcon aria-hidden />
        Open comparison
        <span className="sr-only"> with {name}</span>
      </Button>
    );
  }
  const onClick = () => {
    const current = storedComparison();
    const { items, outcome } = addItem(current.items, item);
    const open = (path: string) => ({ label: 'Open comparison', onClick: () => navigate(path) });
    if (outcome === 'full') {
      toast.error('The comparison is full', {
        description: FULL_MESSAGE,
        action: open(comparisonPath(current)),
      });
      return;
    }
    const next = {
      items,
      rank: ask?.rank ?? current.rank,
      category: ask?.category ?? current.category,
    };
    storeComparison(next);
    toast.success(`Added to comparison (${items.length} of ${COMPARE_MAX_COLUMNS})`, {
      description: name,
      action: open(comparisonPath(next)),
    });
  };
  return (
    <Button type="button" variant="outline" size={size} onClick={onClick}>
      <ColumnsIcon aria-hidden />
      Compare
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

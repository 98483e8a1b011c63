import { ListPlusIcon, ListXIcon } from 'lucide-react';
import { toast } from 'sonner';
import { sameChoiceOption, type ChoiceOptionKey } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useChangeChoiceList, useChoiceList } from '../api';

export interface AddToChoiceListButtonProps {
  counselling: string;
  /** The option: the key of a Cutoff Ranks row (as `/api/cutoffs` and `/api/predictions` rows carry it). */
  option: ChoiceOptionKey;
  /** Read by screen readers after the action, e.g. the institute and course. */
  optionName?: string;
  size?: 'sm' | 'default';
}

/**
 * "Add to choice list" for one option; once listed, "Remove from choice list". For any screen
 * that lists options (Cutoff Ranks, Rank DeepScan, Rank Mapping Tool): the app layer hands it
 * to them (docs/decisions/0026-choice-list.md).
 */
export function AddToChoiceListButton({
  counselling,
  option,
  optionName,
  size = 'sm',
}: AddToChoiceListButtonProps) {
  const list = useChoiceList(counselling);
  const change = useChangeChoiceList(counselling);
  const listed = list.data?.options.some((listedOption) => sameChoiceOption(listedOption, option));
  const name = optionName ?? 'Option';
  const onClick = () => {
    change.mutate(
      { kind: listed ? 'remove' : 'add', option },
      {
        onSuccess: () =>
          toast.success(listed ? 'Removed from choice list' : 'Added to choice list', {
            description: name,
          }),
        onError: (error) =>
          toast.error('Could not change your choice list', { description: errorMessage(error) }),
      },
    );
  };
  return (
    <Button
      type="button"
      variant={listed ? 'outline' : 'default'}
      size={size}
      disabled={list.isPending || change.isPending}
      onClick={onClick}
    >
      {listed ? <ListXIcon aria-hidden /> : <ListPlusIcon aria-hidden />}
      {listed ? 'Remove from choice list' : 'Add to choice list'}
    </Button>
  );
}

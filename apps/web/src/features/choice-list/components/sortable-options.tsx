import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { GripVerticalIcon, LockIcon, Trash2Icon } from 'lucide-react';
import type { ChoiceList, ChoiceListOption } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatChance } from '@/lib/chance';
import { choiceKey, netCostAdds, netCostText, rank, type OptionOutcome } from '../model';

const optionId = choiceKey;

/** An option's part of the list's outcome, beside it. */
function OutcomeLine({ outcome }: { outcome: OptionOutcome }) {
  if (outcome.probability === null) {
    return <p className="text-muted-foreground">Not counted in the chance of a seat.</p>;
  }
  return (
    <p>
      <span className="font-medium">Share: {formatChance(outcome.share)}</span>
      <span className="text-muted-foreground">
        {' '}
        (its own chance {formatChance(outcome.probability)})
      </span>
      {outcome.cannotMatter && (
        <span className="font-medium">
          {' '}
          · Can no longer matter: the choices above already give a seat
        </span>
      )}
    </p>
  );
}

const optionName = (option: ChoiceListOption) => `${option.instituteName}, ${option.courseName}`;

/** The newest round list in which the option has a closing rank. */
function latestClosing(option: ChoiceListOption, rounds: ChoiceList['rounds']) {
  for (let index = rounds.length - 1; index >= 0; index -= 1) {
    const round = rounds[index];
    const closing = round && option.closingRanks[round.key];
    if (round && closing !== null && closing !== undefined) return { round, closing };
  }
  return null;
}

function OptionItem({
  option,
  rounds,
  outcome,
  outcomeLoading,
  sortable,
  actions,
  onRemove,
}: {
  option: ChoiceListOption;
  rounds: ChoiceList['rounds'];
  outcome: OptionOutcome | undefined;
  outcomeLoading: boolean;
  sortable: boolean;
  actions: ReactNode;
  onRemove: () => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: optionId(option), disabled: !sortable });
  const latest = latestClosing(option, rounds);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-start gap-2 rounded-md border bg-card p-3 text-sm',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      {sortable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="mt-0.5 cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label={`Move choice ${option.choice}: ${optionName(option)}`}
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon className="size-4" aria-hidden />
        </button>
      )}
      <span className="mt-1 w-8 shrink-0 font-semibold tabular-nums">{option.choice}.</span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words">{option.instituteName}</p>
        <p className="break-words">{option.courseName}</p>
        <p className="text-muted-foreground">
          {[option.quotaName, option.category, option.state ?? 'State N/A'].join(' · ')}
        </p>
        {!option.offered && (
          <p className="font-medium text-destructive">No longer offered in the latest data</p>
        )}
        {outcome ? (
          <OutcomeLine outcome={outcome} />
        ) : (
          // The line's place is kept while the share is worked out, so the choices below do
          // not move under a hand that is moving one.
          outcomeLoading && <p className="text-muted-foreground">Share: working out…</p>
        )}
        {option.locked ? (
          <p className="flex items-center gap-1 text-muted-foreground">
            <LockIcon className="size-3.5" aria-hidden />
            Ranks and fees are locked in the demo: purchase a package to see them.
          </p>
        ) : (
          <dl className="grid grid-cols-1 gap-x-4 gap-y-0.5 sm:grid-cols-2">
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-muted-foreground">Net cost:</dt>
              <dd>{netCostText(option)}</dd>
              {netCostAdds(option) && (
                <dd className="w-full text-xs text-muted-foreground">{netCostAdds(option)}</dd>
              )}
            </div>
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Latest closing rank:</dt>
              <dd>{latest ? `${rank(latest.closing)} (${latest.round.label})` : 'N/A'}</dd>
            </div>
          </dl>
        )}
        {actions && <div className="flex flex-wrap gap-2 pt-1 print:hidden">{actions}</div>}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`Remove choice ${option.choice}: ${optionName(option)}`}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </li>
  );
}

/**
 * The list, reorderable by pointer and by keyboard (Space or Enter on a handle picks it up, the
 * arrow keys move it, Space or Enter drops it, Escape cancels), each move announced to screen
 * readers by name and position.
 */
export function SortableOptions({
  list,
  options,
  outcomes,
  outcomeLoading,
  sortable,
  actionsFor,
  onReorder,
  onRemove,
}: {
  list: ChoiceList;
  /** The options as shown (the list's order, or a view sorted by net cost). */
  options: ChoiceListOption[];
  /** Each option's part of the list's outcome, by `choiceKey`, once worked out. */
  outcomes: Map<string, OptionOutcome> | undefined;
  /** Whether the outcome is being read (a choice without its share yet keeps the line's place). */
  outcomeLoading: boolean;
  sortable: boolean;
  /** What the app layer adds to each choice (the comparison's "Compare"). */
  actionsFor?: (option: ChoiceListOption) => ReactNode;
  onReorder: (options: ChoiceListOption[]) => void;
  onRemove: (option: ChoiceListOption) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = options.map(optionId);
  const nameOf = (id: UniqueIdentifier) => {
    const option = options.find((candidate) => optionId(candidate) === id);
    return option ? optionName(option) : 'The option';
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, choice ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${ids.length}.`
        : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${nameOf(active.id)} stays at choice ${positionOf(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(options, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a choice, press Space or Enter on its handle, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label="Your choices" className="flex flex-col gap-2">
          {options.map((option) => (
            <OptionItem
              key={optionId(option)}
              option={option}
              rounds={list.rounds}
              outcome={outcomes?.get(optionId(option))}
              outcomeLoading={outcomeLoading}
              sortable={sortable}
              actions={actionsFor?.(option)}
              onRemove={() => onRemove(option)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

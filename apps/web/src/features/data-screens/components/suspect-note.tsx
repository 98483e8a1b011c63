import { describeSuspectMark, type SuspectMark } from '@seatscope/shared';

/**
 * A closing rank's mark beside it: "suspect: 10, other rounds and years 57,109-13,57,127", or
 * the operator's correction (docs/decisions/0086-suspect-values.md).
 */
export function SuspectNote({ mark }: { mark: SuspectMark }) {
  return (
    <span
      className="text-xs font-medium whitespace-nowrap text-amber-800 dark:text-amber-300"
      data-suspect={mark.kind}
    >
      {describeSuspectMark(mark)}
    </span>
  );
}

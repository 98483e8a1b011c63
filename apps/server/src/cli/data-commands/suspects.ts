import { z } from 'zod';
import { describeSuspectMark } from '@seatscope/shared';
import { roundOfList } from '../../data/rounds';
import { markedValues, realCounsellings } from '../../data/suspect-marks';
import { reviewClosingRank, UnknownCellError } from '../../data/value-reviews';
import { defineCommand, UsageError, type CommandContext } from '../command-line';
import { formatMarkedValues } from '../suspects-table';
import { counsellingOption, flag, roundOption, yearOption } from './options';

// Closing ranks marked suspect, and an operator's word on one (docs/operations.md#suspect-values).

export const suspectsCommand = defineCommand({
  name: 'suspects',
  usage:
    'npm run data -- suspects [--counselling ID] [--json]   (every closing rank marked suspect or corrected, with the options that name it to confirm or correct)',
  options: z.object({ counselling: counsellingOption, json: flag }),
  async run({ options }, context) {
    const { db } = await context.database();
    const counsellings =
      options.counselling === undefined ? await realCounsellings(db) : [options.counselling];
    const marked = await markedValues(db, counsellings);
    console.log(options.json ? JSON.stringify(marked, null, 2) : formatMarkedValues(marked));
    return 0;
  },
});

/** One closing rank, as `suspects` names it. */
const CELL_USAGE =
  '--counselling ID --year YYYY --round N [--list held|allotted] --institute ID --course ID --quota Q --category C [--rank-type ai|counselling]';

const idOption = (what: string) => {
  const message = `${what} id, as \`suspects\` prints it`;
  return z.coerce.number({ error: message }).int(message).positive(message).optional();
};

const reviewOptions = z.object({
  counselling: counsellingOption,
  year: yearOption,
  round: roundOption,
  list: z.enum(['held', 'allotted'], 'held or allotted').optional(),
  institute: idOption('an institute'),
  course: idOption('a course'),
  quota: z.string().min(1).optional(),
  category: z.string().min(1).optional(),
  'rank-type': z.enum(['ai', 'counselling'], 'ai or counselling').optional(),
  by: z.string().trim().min(1, 'who reviewed the value').max(200).optional(),
  reason: z.string().trim().min(1, 'why').max(2000).optional(),
});

/** The value of an option the review needs; a mistake when it is not given. */
function required<Value>(value: Value | undefined, option: string): Value {
  if (value === undefined) throw new UsageError(`Name the ${option} (--${option}).`);
  return value;
}

/** Records a review of the cell `given` names and prints what is shown now. */
async function review(
  given: z.output<typeof reviewOptions> & { rank?: number | undefined },
  verdict: 'confirmed' | 'corrected',
  context: CommandContext,
): Promise<number> {
  const cell = {
    counsellingId: required(given.counselling, 'counselling'),
    year: required(given.year, 'year'),
    round: roundOfList(required(given.round, 'round'), given.list ?? 'held'),
    instituteId: required(given.institute, 'institute'),
    courseId: required(given.course, 'course'),
    quota: required(given.quota, 'quota'),
    category: required(given.category, 'category'),
    rankType: given['rank-type'],
  };
  const reviewed = {
    verdict,
    correctedRank: verdict === 'corrected' ? required(given.rank, 'rank') : null,
    reviewedBy: required(given.by, 'by'),
    reason: required(given.reason, 'reason'),
  };
  const { db } = await context.database();
  try {
    const result = await reviewClosingRank(db, cell, reviewed);
    const shown = result.shown.toLocaleString('en-IN');
    console.log(
      result.mark
        ? `${cell.counsellingId} ${cell.year}: closing ${result.rankType} rank ${shown} (${describeSuspectMark(result.mark)}).`
        : `${cell.counsellingId} ${cell.year}: closing ${result.rankType} rank ${shown} confirmed by ${reviewed.reviewedBy}; no longer marked.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UnknownCellError) {
      console.error(`Nothing was recorded. ${error.message}`);
      return 1;
    }
    throw error;
  }
}

export const confirmCommand = defineCommand({
  name: 'confirm',
  usage: `npm run data -- confirm ${CELL_USAGE} --by NAME --reason TEXT   (the value is right: no longer marked)`,
  options: reviewOptions,
  run: ({ options }, context) => review(options, 'confirmed', context),
});

export const correctCommand = defineCommand({
  name: 'correct',
  usage: `npm run data -- correct ${CELL_USAGE} --rank N --by NAME --reason TEXT   (the closing rank shown becomes N, marked as corrected with who and why)`,
  options: reviewOptions.extend({
    rank: z.coerce
      .number({ error: 'a rank from 1' })
      .int('a rank from 1')
      .min(1, 'a rank from 1')
      .max(10_000_000, 'a rank up to 10,000,000')
      .optional(),
  }),
  run: ({ options }, context) => review(options, 'corrected', context),
});

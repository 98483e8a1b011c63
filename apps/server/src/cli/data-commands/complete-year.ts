import { z } from 'zod';
import { setYearComplete, UnknownCounsellingYearError } from '../../data/completed-years';
import { defineCommand, UsageError } from '../command-line';
import { counsellingOption, flag, yearOption } from './options';

/** `npm run data -- complete-year ...`: a year's counselling has ended, or is under way again. */
export const completeYearCommand = defineCommand({
  name: 'complete-year',
  usage:
    'npm run data -- complete-year --counselling ID --year YYYY [--reopen]   (the year has ended: Rank DeepScan forecasts the next one; --reopen: it is under way)',
  options: z.object({ counselling: counsellingOption, year: yearOption, reopen: flag }),
  async run({ options: { counselling, year, reopen } }, context) {
    if (counselling === undefined) throw new UsageError('Name the counselling (--counselling).');
    if (year === undefined) throw new UsageError('Name the year (--year).');
    const database = await context.database();
    try {
      await setYearComplete(database.db, counselling, year, !reopen);
    } catch (error) {
      if (error instanceof UnknownCounsellingYearError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
    console.log(
      reopen
        ? `${counselling} ${year} is under way again: Rank DeepScan forecasts it from its published rounds.`
        : `${counselling} ${year} is complete: Rank DeepScan forecasts the year after it.`,
    );
    return 0;
  },
});

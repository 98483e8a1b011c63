import { z } from 'zod';
import { newCounsellingSchema } from '@seatscope/shared';
import { DomainError } from '../../common/errors';
import { addCounselling } from '../../domain/added-counsellings';
import { defineCommand, optionMistakes, UsageError } from '../command-line';

/** `npm run data -- add-counselling ...`: a new counselling, without code (docs/adding-a-counselling.md). */
export const addCounsellingCommand = defineCommand({
  name: 'add-counselling',
  usage:
    'npm run data -- add-counselling --id ID --name NAME --level pg|mds|ug --state STATE [--ranks ai,state]   (a new counselling, without code: docs/adding-a-counselling.md)',
  // Read as text here and checked whole by newCounsellingSchema, as the admin API checks it.
  options: z.object({
    id: z.string().optional(),
    name: z.string().optional(),
    level: z.string().optional(),
    state: z.string().optional(),
    ranks: z.string().optional(),
  }),
  async run({ options: { id, name, level, state, ranks } }, context) {
    const input = newCounsellingSchema.safeParse({
      id,
      name,
      level,
      state,
      ranks: ranks?.split(',').map((rank) => rank.trim()),
    });
    if (!input.success) throw new UsageError(optionMistakes(input.error));
    const database = await context.database();
    try {
      const added = await addCounselling(database.db, input.data);
      console.log(
        `Added ${added.name} (${added.id}): ${added.level} level, ${added.state}, publishes ${added.publishedRanks.join(' and ')} ranks. Import its lists with: npm run data -- import table FILE --counselling ${added.id} --map MAP.json`,
      );
      return 0;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') {
        console.error(`Nothing was added. ${error.message}`);
        return 2;
      }
      throw error;
    }
  },
});

import { z } from 'zod';
import { RealDataPresentError, removeDemoData, seedDemoData } from '../../data/demo/seed';
import { defineCommand } from '../command-line';

/** `npm run data -- demo [--scale N]`: generated data, never beside real data. */
export const demoCommand = defineCommand({
  name: 'demo',
  usage: 'npm run data -- demo [--scale N]   (demo data into a database without real data)',
  options: z.object({
    scale: z.coerce
      .number({ error: 'a number of allotments from 1,000 to 5,000,000' })
      .int('a number of allotments from 1,000 to 5,000,000')
      .min(1000, 'a number of allotments from 1,000 to 5,000,000')
      .max(5_000_000, 'a number of allotments from 1,000 to 5,000,000')
      .optional(),
  }),
  async run({ options }, context) {
    const database = await context.database();
    const started = performance.now();
    const result = await seedDemoData(database.db, {
      allotments: options.scale ?? context.config.DEMO_SCALE,
    }).catch((error: unknown) => {
      if (error instanceof RealDataPresentError) return error;
      throw error;
    });
    if (result instanceof RealDataPresentError) {
      console.error(`No demo data was loaded. ${result.message}`);
      return 1;
    }
    console.log(
      `Demo data loaded: ${result.allotments} allotments, ${result.institutes} institutes, ${result.counsellings} counsellings in ${Math.round(performance.now() - started)} ms.`,
    );
    return 0;
  },
});

export const removeDemoCommand = defineCommand({
  name: 'remove-demo',
  usage: 'npm run data -- remove-demo   (removes the demo data)',
  options: z.object({}),
  async run(_input, context) {
    const database = await context.database();
    const removed = await removeDemoData(database.db);
    console.log(`Removed ${removed} demo counselling(s) and their data.`);
    return 0;
  },
});

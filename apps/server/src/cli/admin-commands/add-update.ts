import { newUpdateSchema, UPDATE_TYPES } from '@seatscope/shared';
import { addUpdate } from '../../domain/updates';
import { defineCommand } from '../command-line';

/** Publishes an update to the dashboard's "Latest updates" and the header's notifications. */
export const addUpdateCommand = defineCommand({
  name: 'add-update',
  usage: `add-update --type ${UPDATE_TYPES.join('|')} --title T --body B`,
  options: newUpdateSchema,
  async run({ options }, context) {
    const database = await context.database();
    const stored = await addUpdate(database.db, options);
    console.log(`Published update #${stored.id} (${stored.type}): ${stored.title}`);
    return 0;
  },
});

import { parseArgs } from 'node:util';
import { newUpdateSchema, UPDATE_TYPES } from '@seatscope/shared';
import { addUpdate } from '../../domain/updates';
import { UsageError } from '../command-line';
import type { AdminCommand } from './types';

/** Publishes an update to the dashboard's "Latest updates" and the header's notifications. */
export const addUpdateCommand: AdminCommand = {
  name: 'add-update',
  usage: `add-update --type ${UPDATE_TYPES.join('|')} --title T --body B`,
  async run(args, { database }) {
    let values;
    try {
      ({ values } = parseArgs({
        args,
        options: {
          type: { type: 'string' },
          title: { type: 'string' },
          body: { type: 'string' },
        },
        strict: true,
      }));
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const parsed = newUpdateSchema.safeParse(values);
    if (!parsed.success) {
      throw new UsageError(
        parsed.error.issues
          .map((issue) => `--${issue.path.join('.')}: ${issue.message}`)
          .join('\n'),
      );
    }
    const stored = await addUpdate(database.db, parsed.data);
    console.log(`Published update #${stored.id} (${stored.type}): ${stored.title}`);
  },
};

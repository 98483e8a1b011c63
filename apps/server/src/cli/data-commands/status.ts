import { z } from 'zod';
import { getDataStatus } from '../../domain/data-status';
import { defineCommand } from '../command-line';
import { formatDataStatus } from '../data-status-table';
import { flag } from './options';

/** `npm run data -- status [--json]`: what is live (docs/operations.md#what-is-live). */
export const statusCommand = defineCommand({
  name: 'status',
  usage:
    'npm run data -- status [--json]   (what is live: the bundle loaded and each round list with its source; --json as GET /api/admin/data-status)',
  options: z.object({ json: flag }),
  async run({ options }, context) {
    const status = await getDataStatus((await context.database()).db);
    console.log(options.json ? JSON.stringify(status, null, 2) : formatDataStatus(status));
    return 0;
  },
});

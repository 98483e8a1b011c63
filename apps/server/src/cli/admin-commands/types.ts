import type { AppConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';

/** One `npm run admin -- <name> ...` command. */
export interface AdminCommand {
  name: string;
  /** One line shown by `npm run admin -- help`. */
  usage: string;
  /** Runs with the arguments after the command name; throws UsageError (cli/command-line.ts) on bad input. */
  run(args: string[], context: { config: AppConfig; database: DatabaseHandle }): Promise<void>;
}

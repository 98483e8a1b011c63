import type { AppConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';

interface CommandBase {
  name: string;
  /** One line shown by `npm run admin -- help`. */
  usage: string;
}

/** One `npm run admin -- <name> ...` command, run on the configured database, migrated first. */
export interface AdminCommand extends CommandBase {
  opensDatabase?: false;
  /** Runs with the arguments after the command name; throws UsageError (cli/command-line.ts) on bad input. */
  run(args: string[], context: { config: AppConfig; database: DatabaseHandle }): Promise<void>;
}

/**
 * An admin command that reads its whole command line before the configuration, and opens the
 * database itself, migrating it only as it needs: backup and restore
 * (docs/decisions/0074-backup-and-restore.md).
 */
export interface OwnDatabaseAdminCommand extends CommandBase {
  opensDatabase: true;
  run(args: string[], context: { loadConfig: () => AppConfig }): Promise<void>;
}

import { ConfigError } from '../config/env';
import { BackupError } from '../data/backup';
import { DatabaseInUseError } from '../db/data-dir-lock';

/**
 * What a command prints when it fails: the message alone for what the operator can act on (a
 * bad variable, a database held by the running server, a refused backup or restore), the whole
 * error otherwise.
 */
export function failureMessage(error: unknown): unknown {
  return error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof BackupError
    ? error.message
    : error;
}

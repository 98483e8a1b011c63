import path from 'node:path';
import type { AppConfig } from '../config/env';
import { openDatabase, type DatabaseHandle } from './client';

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
  });
}

import type { Logger } from './logger';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';

/** What every request handler can reach: configuration, database and a request-scoped logger. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    log: Logger;
    requestId: string;
  };
}

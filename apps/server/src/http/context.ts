import type { Logger } from '../common/logger';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { Auth } from '../auth/auth';
import type { Mailer } from '../common/mail';
import type { SessionEvents } from '../domain/session-events';
import type { SessionAccess } from '../domain/entitlement';

/** What every request handler can reach: configuration, database, auth and a request logger. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  sessionEvents: SessionEvents;
}

/** Who is asking: resolved from the session cookie on every request that needs it. */
export type { Viewer } from '../domain/entitlement';

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    log: Logger;
    requestId: string;
    /** This request's data access checks by counselling (`requireDataAccess`), made once each. */
    dataAccess?: Map<string, Promise<SessionAccess>>;
  };
}

import type { Logger } from '../common/logger';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { Auth } from '../auth/auth';
import type { Mailer } from '../common/mail';
import type { SessionEvents } from '../domain/session-events';
import type { SessionAccess, Viewer } from '../domain/entitlement';
import type { DataReadLimiter } from './data-read-limit';

/** What every request handler can reach: configuration, database, auth and a request logger. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  sessionEvents: SessionEvents;
  /** Data reads per account and address (docs/decisions/0066-the-demo-is-a-sample.md). */
  dataReads: DataReadLimiter;
}

/** Who is asking: resolved from the session cookie on every request that needs it. */
export type { Viewer } from '../domain/entitlement';

/**
 * The checks the server made for a page it renders for a viewer, handed to the API reads it makes
 * for that page (`renderSignedInPage`, http/app.ts): one request, one cookie, checked once.
 */
export interface PageRenderChecks {
  cookie: string;
  viewer: Viewer;
  dataAccess: Map<string, Promise<SessionAccess>>;
}

export interface AppEnv {
  /**
   * Set by the server itself, only on the reads it makes while rendering a page (an incoming
   * request's environment is the Node server's own); undefined for `app.request` without one.
   */
  Bindings: { pageRender?: PageRenderChecks } | undefined;
  Variables: {
    deps: AppDeps;
    log: Logger;
    requestId: string;
    /** This request's data access checks by counselling (`requireDataAccess`), made once each. */
    dataAccess?: Map<string, Promise<SessionAccess>>;
    /** Whether this request's data read was counted against the limits (once a request). */
    dataReadCounted?: boolean;
  };
}

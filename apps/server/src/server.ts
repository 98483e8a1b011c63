import { serve, type ServerType } from '@hono/node-server';
import type { AppConfig } from './config/env';
import { openConfiguredDatabase } from './db/open-from-config';
import { createApp } from './http/app';
import { DataReadLimiter } from './http/data-read-limit';
import { createLogger, type Logger } from './common/logger';
import type { DatabaseHandle } from './db/client';
import { prepareDatabase } from './data/prepare';
import { createAuth, insecureCookiesWarning } from './auth/auth';
import { createMailer, mailNotice } from './domain/mail';
import { paymentsWarning } from './domain/payments/provider';
import { applyPendingProfile } from './domain/profile';
import { startSessionEvents, type SessionEvents } from './domain/session-events';
import { startDataWarmer, type DataWarmer } from './domain/data-warmer';
import { sendNotificationMails } from './domain/notifications';

/**
 * The app on an open, prepared database: the mailer, better-auth (given the domain's pending
 * profile step, as auth never imports the domain) and the session events behind the Hono app.
 * The one place these are wired: the server, the API tests and the bench all build through it.
 */
export async function composeApp(
  config: AppConfig,
  database: DatabaseHandle,
  logger: Logger,
  options: Parameters<typeof createApp>[1] & {
    /** Warm the read caches at start and after each data change (off in most tests). */
    warmCaches?: boolean;
  } = {},
) {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db: database.db,
    logger,
  });
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    logger,
    applyPendingProfile: (userId) => applyPendingProfile(database.db, userId),
  });
  const sessionEvents = await startSessionEvents(database, logger);
  const dataWarmer = options.warmCaches ? await startDataWarmer(database, logger) : null;
  const dataReads = new DataReadLimiter(
    {
      packagePerAccount: config.DATA_READ_LIMIT_PACKAGE,
      demoPerAccount: config.DATA_READ_LIMIT_DEMO,
      perAddress: config.DATA_READ_LIMIT_ADDRESS,
      windowSeconds: config.DATA_READ_LIMIT_WINDOW_SECONDS,
    },
    config.trustedProxies,
  );
  const app = createApp(
    { config, database, auth, logger, mailer, sessionEvents, dataReads },
    options,
  );
  return { app, auth, mailer, sessionEvents, dataWarmer };
}

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

/** Opens and migrates the database, then serves the API (and the built SPA in production). */
export async function startServer(
  config: AppConfig,
  logger: Logger = createLogger(config.LOG_LEVEL),
) {
  const paymentsNotice = paymentsWarning(config);
  if (paymentsNotice) logger.warn(paymentsNotice);
  const cookiesNotice = insecureCookiesWarning(config);
  if (cookiesNotice) logger.warn(cookiesNotice);
  logger.info(mailNotice(config.SMTP_URL));
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database, config, logger);
  const { app, mailer, sessionEvents, dataWarmer } = await composeApp(config, database, logger, {
    serveWeb: config.NODE_ENV === 'production',
    // On PostgreSQL only: the embedded database has one connection, which a warm would hold
    // for seconds while the first visitors wait (docs/decisions/0044-throughput.md).
    warmCaches: config.NODE_ENV !== 'test' && database.kind === 'postgres',
  });
  const server = await listen(app.fetch, config);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, database: database.kind }, `SeatScope listening on http://localhost:${port}`);
  // Notification mails a bundle update at start (or an import that stopped before mailing) left:
  // sent after the commit, in the background, never holding the start (decision 0085).
  if (config.SMTP_URL) {
    sendNotificationMails(database.db, mailer, { baseUrl: config.baseUrl, logger }).catch(
      (error: unknown) =>
        logger.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'notification mails could not be sent',
        ),
    );
  }
  return {
    port,
    stop: () => stop(server, database, sessionEvents, dataWarmer, logger),
  } satisfies RunningServer;
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: AppConfig) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port: config.PORT, hostname: config.HOST }, () =>
      resolve(server),
    );
    server.once('error', reject);
  });
}

async function stop(
  server: ServerType,
  database: DatabaseHandle,
  sessionEvents: SessionEvents,
  dataWarmer: DataWarmer | null,
  logger: Logger,
) {
  logger.info('shutting down: finishing in-flight requests');
  const closed = new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  // Open event streams never finish by themselves: end them so close() can complete.
  await sessionEvents.close();
  setImmediate(() => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  await closed;
  await dataWarmer?.close();
  await database.close();
  logger.info('stopped');
}

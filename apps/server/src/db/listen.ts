import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from '../common/logger';
import type { DatabaseHandle } from './client';

const RECONNECT_DELAY_MS = 1000;

/** Handlers of NOTIFY payloads, by channel. */
export type Channels = Record<string, (payload: string) => void>;

async function listenOnPglite(client: PGlite, channels: Channels): Promise<() => Promise<void>> {
  const stops = await Promise.all(
    Object.entries(channels).map(([channel, dispatch]) => client.listen(channel, dispatch)),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** node-postgres needs a dedicated connection for LISTEN; it reconnects if the connection drops. */
async function listenOnPostgres(
  url: string,
  channels: Channels,
  logger: Logger,
): Promise<() => Promise<void>> {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => {
      const dispatch = channels[message.channel];
      if (dispatch && message.payload) dispatch(message.payload);
    });
    client.on('error', (error) => {
      logger.warn({ err: error }, 'listener connection lost; reconnecting');
      client.end().catch(() => undefined);
      scheduleReconnect();
    });
    await client.connect();
    for (const channel of Object.keys(channels)) await client.query(`LISTEN ${channel}`);
    current = client;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'listener reconnect failed');
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await current?.end();
  };
}

/**
 * LISTENs on the channels for the life of the process: on PGlite its own listen, on PostgreSQL
 * one dedicated connection that reconnects if it drops. Resolves to a stop.
 */
export function listenToChannels(
  database: DatabaseHandle,
  channels: Channels,
  logger: Logger,
): Promise<() => Promise<void>> {
  return database.kind === 'pglite'
    ? listenOnPglite(database.client, channels)
    : listenOnPostgres(database.url, channels, logger);
}

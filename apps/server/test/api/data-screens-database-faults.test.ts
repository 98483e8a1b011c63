import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { FIXTURE_COUNSELLING, grantPackage, insertDataFixture } from '../helpers/data-fixture';

/** A TCP proxy to PostgreSQL that a test can cut (closing every connection) and restore. */
class CuttableProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0) {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    this.server = server;
  }

  /** The database "goes away": no new connections, and every open one drops. */
  async cut() {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restore() {
    if (!this.server) await this.start(this.port);
  }
}

// Needs a PostgreSQL server to put the proxy in front of: runs in the api-postgres project.
describe('data screens when the database goes away', () => {
  let t: TestApp;
  let proxy: CuttableProxy;
  let user: TestUser;
  const path = `/api/allotments?counselling=${FIXTURE_COUNSELLING}`;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = new CuttableProxy(server.hostname, Number(server.port || 5432));
    await proxy.start();
    t = await createTestApp(
      {},
      {
        statementTimeoutMs: 2000,
        rewriteUrl: (url) => {
          const proxied = new URL(url);
          proxied.hostname = '127.0.0.1';
          proxied.port = String(proxy.port);
          return proxied;
        },
      },
    );
    await insertDataFixture(t.database.handle.db);
    user = await t.signUp();
    await grantPackage(t.database.handle.db, user.userId);
  });
  afterAll(async () => {
    await proxy.restore();
    await t.dispose();
  });

  const get = () => t.request(path, { headers: { cookie: user.cookie } });

  it('fails within 5 s with 503 and a clear message, then serves again without a restart', async () => {
    expect((await get()).status).toBe(200);

    await proxy.cut();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = performance.now();
      const response = await get();
      const elapsed = performance.now() - started;
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          code: 'database_unavailable',
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        },
      });
      expect(elapsed).toBeLessThan(5000);
    }

    await proxy.restore();
    const restored = performance.now();
    let status = 0;
    // Poll as a client would retry, until it serves or 10 s pass.
    while (performance.now() - restored < 10_000) {
      status = (await get()).status;
      if (status === 200) break;
    }
    expect(status).toBe(200);
    expect(performance.now() - restored).toBeLessThan(10_000);
  });
});

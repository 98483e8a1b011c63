/**
 * `npm run bench:body-limit`: the server's memory while eight clients each send a 64 MB body at
 * once, streamed (no Content-Length) and declared (Content-Length), to a JSON route and to the
 * webhook. Prints resident memory before, at its peak and after, and every answer's status.
 * Loopback only; the server runs in this process on an embedded database in a temporary folder.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildConfig, parseEnv } from '../src/config/env';
import { startServer } from '../src/server';
import { createLogger } from '../src/common/logger';

const CLIENTS = 8;
const BODY_BYTES = 64 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

function send(port: number, route: string, declared: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: route,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(declared ? { 'content-length': String(BODY_BYTES) } : {}),
      },
    });
    let sent = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (sent < BODY_BYTES && !answered) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once('drain', write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seatscope-body-bench-'));
  const config = buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FIRST_START_DATA: 'demo',
      DEMO_SCALE: '1000',
      LOG_LEVEL: 'silent',
      DATA_READ_LIMIT_PACKAGE: '100000000',
      DATA_READ_LIMIT_DEMO: '100000000',
      DATA_READ_LIMIT_ADDRESS: '100000000',
    }),
  );
  const server = await startServer(config, createLogger('silent'));
  try {
    for (const [route, declared] of [
      ['/api/purchases', false],
      ['/api/purchases', true],
      ['/api/payments/razorpay/webhook', false],
      ['/api/payments/razorpay/webhook', true],
    ] as const) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const started = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: CLIENTS }, () => send(server.port, route, declared)),
      );
      const ms = Math.round(performance.now() - started);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      console.log(
        `${route} ${declared ? 'Content-Length' : 'streamed'}: ${CLIENTS} x ${megabytes(BODY_BYTES)} MB -> ` +
          `statuses ${[...new Set(statuses)].join(',')} in ${ms} ms; RSS ${megabytes(before)} MB before, ` +
          `peak ${megabytes(peak)} MB (+${megabytes(peak - before)} MB)`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

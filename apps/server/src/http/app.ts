import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './context';
import { HttpError, errorBody } from './errors';
import { isDatabaseUnavailable } from './database-errors';
import { registerHealthRoutes } from '../routes/health';
import { registerKnowledgeHubRoutes } from '../routes/knowledge-hub';
import { registerContentRoutes } from '../routes/content';
import { registerAuthRoutes } from '../routes/auth';
import { registerMeRoutes } from '../routes/me';
import { registerEventRoutes } from '../routes/events';
import { registerDevOutboxRoutes } from '../routes/dev-outbox';
import { trustedOrigins } from '../auth/auth';
import { originCheck } from './origin-check';
import { registerPackageRoutes } from '../routes/packages';
import { registerPaymentRoutes } from '../routes/payments';
import { registerPurchaseRoutes } from '../routes/purchases';
import { registerDataScreenRoutes } from '../routes/data-screens';

export const webDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

export interface CreateAppOptions {
  /** Serve the built SPA with a history fallback (production). */
  serveWeb?: boolean;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({
    // zod validation failures become the one error shape with a readable message.
    defaultHook: (result, c) => {
      if (!result.success) {
        const message = result.error.issues
          .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message)
          .join('; ');
        return c.json(errorBody('invalid_request', message), 400);
      }
      return undefined;
    },
  });

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const log = deps.logger.child({ requestId: c.get('requestId') });
    c.set('deps', deps);
    c.set('log', log);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.code, error.message), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      c.get('log').warn({ err: error }, 'database unavailable');
      return c.json(
        errorBody(
          'database_unavailable',
          'The service is temporarily unavailable. Please try again in a moment.',
        ),
        503,
      );
    }
    // Malformed JSON bodies and similar client mistakes surface as HTTPException from Hono.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return c.json(errorBody('bad_request', 'The request could not be read.'), 400);
    }
    c.get('log').error({ err: error }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong on our side.'), 500);
  });

  app.use('/api/*', originCheck(trustedOrigins(deps.config)));
  // A page of 50 rows is about 17 KB of JSON and a sixth of that gzipped: it matters on the
  // mobile connections our users read from. JSON and CSV only: the event stream must never sit
  // in a compressor's buffer.
  app.use('/api/*', compress({ contentTypeFilter: /^(application\/json|text\/csv)\b/ }));

  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerMeRoutes(app);
  registerEventRoutes(app);
  if (deps.config.NODE_ENV !== 'production') registerDevOutboxRoutes(app);
  registerPackageRoutes(app);
  registerPurchaseRoutes(app);
  registerPaymentRoutes(app);
  registerDataScreenRoutes(app);
  registerKnowledgeHubRoutes(app);
  registerContentRoutes(app);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'SeatScope API', version: '1.0.0' },
  });

  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such API endpoint.'), 404));

  if (options.serveWeb) mountWeb(app);
  return app;
}

export type App = ReturnType<typeof createApp>;

function mountWeb(app: OpenAPIHono<AppEnv>) {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run npm run build.`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), webDistDir) || '.';
  // The SPA's files compress to a third (first load on slow mobile connections); the API is
  // left alone so server-sent events are never buffered.
  app.use('/assets/*', compress());
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        // Hashed file names never change content.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  // History fallback: deep links and unknown paths reach the SPA, which routes or shows its 404.
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}

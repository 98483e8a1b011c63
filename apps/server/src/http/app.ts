import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Context } from 'hono';
import type { AppDeps, AppEnv, PageRenderChecks } from './context';
import { getViewer } from './viewer';
import { dataVersion } from '../domain/data-screens';
import {
  inlineScriptSources,
  loadWebRenderer,
  pageDocument,
  readPrerenderedPages,
  webDistDir,
  webServerDistDir,
  type WebRenderer,
} from './web-pages';
import { DomainError } from '../common/errors';
import { DOMAIN_ERROR_STATUS, HttpError, errorBody } from './errors';
import { isDatabaseUnavailable } from './database-errors';
import { registerHealthRoutes } from '../routes/health';
import { registerKnowledgeHubRoutes } from '../routes/knowledge-hub';
import { registerContentRoutes } from '../routes/content';
import { registerAuthRoutes } from '../routes/auth';
import { registerMeRoutes } from '../routes/me';
import { registerNotificationRoutes } from '../routes/notifications';
import { registerEventRoutes } from '../routes/events';
import { registerDevOutboxRoutes } from '../routes/dev-outbox';
import { trustedOrigins } from '../auth/auth';
import { originCheck } from './origin-check';
import { bodySizeLimit } from './body-size';
import { wellFormedUrl } from './well-formed-url';
import { privateByDefault, securityHeaders } from './security-headers';
import { registerPackageRoutes } from '../routes/packages';
import { registerPaymentRoutes } from '../routes/payments';
import { registerPurchaseRoutes } from '../routes/purchases';
import { registerDataScreenRoutes } from '../routes/data-screens';
import { registerPredictionRoutes } from '../routes/predictions';
import { registerChoiceListRoutes } from '../routes/choice-lists';
import { registerCompareRoutes } from '../routes/compare';
import { registerRankMappingRoutes } from '../routes/rank-mapping';
import { registerAdminRoutes } from '../routes/admin';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { answerCache } from './answer-cache';

export interface CreateAppOptions {
  /** Serve the built SPA with a history fallback (production). */
  serveWeb?: boolean;
  /** Keep data reads' answers per data version (default on; the bench turns it off to time queries). */
  cacheAnswers?: boolean;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const web = options.serveWeb ? readWebFiles() : null;
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
      return c.json(errorBody(error.code, error.message), error.status, error.headers);
    }
    if (error instanceof DomainError) {
      return c.json(errorBody(error.code, error.message), DOMAIN_ERROR_STATUS[error.kind]);
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
    // Malformed JSON bodies and similar client mistakes surface as HTTPException from Hono, or
    // as the parser's own error when a handler reads the body itself.
    const status = (error as { status?: unknown }).status;
    const unreadable = error instanceof SyntaxError || error instanceof URIError;
    if (unreadable || (typeof status === 'number' && status >= 400 && status < 500)) {
      return c.json(errorBody('bad_request', 'The request could not be read.'), 400);
    }
    c.get('log').error({ err: error }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong on our side.'), 500);
  });

  app.use('*', bodySizeLimit());
  app.use('*', wellFormedUrl());
  app.use(
    '*',
    securityHeaders({
      inlineScripts: web?.inlineScripts ?? [],
      trustForwardedProto: deps.config.trustedProxies.length > 0,
    }),
  );
  app.use('/api/*', privateByDefault());
  app.use('/api/*', originCheck(trustedOrigins(deps.config)));
  // Outside the compression below, so a data read's answer is kept as it is sent.
  if (options.cacheAnswers !== false) app.use('/api/*', answerCache());
  // Every answer a client accepts gzipped: a page of 50 rows is about 17 KB of JSON and a sixth
  // of that gzipped, the app's files and pages compress to a third, and our users read on mobile
  // connections. Hono never compresses the event stream (text/event-stream, streamed).
  app.use('*', compress());

  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerMeRoutes(app);
  registerEventRoutes(app);
  if (deps.config.NODE_ENV !== 'production') registerDevOutboxRoutes(app);
  registerPackageRoutes(app);
  registerPurchaseRoutes(app);
  registerPaymentRoutes(app);
  registerDataScreenRoutes(app);
  registerPredictionRoutes(app);
  registerChoiceListRoutes(app);
  registerCompareRoutes(app);
  registerRankMappingRoutes(app);
  registerKnowledgeHubRoutes(app);
  registerContentRoutes(app);
  registerNotificationRoutes(app);
  registerAdminRoutes(app);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'SeatScope API', version: '1.0.0' },
  });

  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such API endpoint.'), 404));

  if (web) mountWeb(app, deps, web);
  return app;
}

export type App = ReturnType<typeof createApp>;

interface WebFiles {
  indexHtml: string;
  /** The public pages as HTML (the browser paints them before any JavaScript runs). */
  prerenderedPages: Map<string, string>;
  /** CSP sources of every inline script these documents (and rendered pages) hold. */
  inlineScripts: string[];
}

function readWebFiles(): WebFiles {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run npm run build.`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const prerenderedPages = readPrerenderedPages(path.join(webServerDistDir, 'pages'));
  const inlineScripts = inlineScriptSources([
    indexHtml,
    pageDocument(indexHtml, { html: '' }),
    ...prerenderedPages.values(),
  ]);
  return { indexHtml, prerenderedPages, inlineScripts };
}

function mountWeb(
  app: OpenAPIHono<AppEnv>,
  deps: AppDeps,
  { indexHtml, prerenderedPages }: WebFiles,
) {
  // Loaded and run once at start, so the first signed-in page does not wait for the module
  // graph to load and compile.
  const rendererFile = path.join(webServerDistDir, 'entry-server.js');
  const renderer: Promise<WebRenderer | null> = existsSync(rendererFile)
    ? loadWebRenderer(rendererFile)
        .then(async (loaded) => {
          await loaded.renderPage(new URL('/', 'http://localhost'), {});
          return loaded;
        })
        .catch((error: unknown) => {
          // Pages then go out unrendered, as before server rendering.
          deps.logger.error({ err: error }, 'the web app server entry did not load');
          return null;
        })
    : Promise.resolve(null);
  // Per app: its keys are data versions of this app's database
  // (docs/decisions/0047-api-tests-share-modules.md).
  const publicPages: PublicPages = new LRUCache({ max: 16 });
  const root = path.relative(process.cwd(), webDistDir) || '.';
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
  app.get('*', async (c, next) => {
    const page = prerenderedPages.get(c.req.path);
    if (!page) return next();
    c.header('Cache-Control', 'no-cache');
    const loaded = await renderer;
    const document =
      loaded && (await renderPublicPage(app, c, loaded, { template: indexHtml, publicPages }));
    if (!document) return c.html(page);
    c.header('Vary', 'Accept-Encoding');
    return sendRenderedPage(c, document);
  });
  app.use('*', serveStatic({ root }));
  // History fallback: deep links reach the SPA, which routes them; an unknown path answers 404
  // with the SPA, which shows its not-found page. A signed-in page the server can render arrives
  // rendered, with the data it shows.
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const loaded = await renderer;
    if (loaded && !loaded.isKnownPage(c.req.path)) return c.html(indexHtml, 404);
    const document = loaded && (await renderSignedInPage(app, c, loaded, indexHtml));
    if (document) {
      // Rendered for this viewer only.
      c.header('Cache-Control', 'private, no-store');
      c.header('Vary', 'Cookie, Accept-Encoding');
      return sendRenderedPage(c, document);
    }
    return c.html(indexHtml);
  });
}

function sendRenderedPage(c: Context<AppEnv>, document: RenderedPage): Response {
  if (!acceptsGzip(c.req.header('accept-encoding'))) return c.html(document.html);
  // Compressed once per rendered page, not once per request.
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Content-Encoding', 'gzip');
  return c.body(gzippedPage(document), 200);
}

/**
 * The request's cookies without better-auth's own (HttpOnly, so the page's code never reads
 * them, and the browser's first render could not match a page that did): what the rendered page
 * can depend on beside the reads' answers.
 */
function cookiesThePageReads(cookies: string): string {
  return cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => !/^[^=]*session_(token|data)=/.test(cookie))
    .join('; ');
}

/** Rendered pages, by what they were rendered from (at most 32 MB). */
const renderedPages = new LRUCache<string, RenderedPage>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (page) => page.html.length + (page.gzipped?.byteLength ?? 0),
});
const rendering = new Map<string, Promise<RenderedPage>>();

/** A rendered page, and its gzip once a browser has asked for it. */
interface RenderedPage {
  html: string;
  gzipped: Uint8Array<ArrayBuffer> | null;
}

function gzippedPage(page: RenderedPage): Uint8Array<ArrayBuffer> {
  page.gzipped ??= new Uint8Array(gzipSync(page.html));
  return page.gzipped;
}

/** Whether the request's Accept-Encoding takes gzip (not refused with q=0). */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [name, ...parameters] = entry.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    return (name === 'gzip' || name === '*') && !refused;
  });
}

/** Public pages rendered with their reads' answers, by path and data version. */
type PublicPages = LRUCache<string, RenderedPage>;

/**
 * A public page that shows figures from the database (the landing page's figures and prices),
 * rendered with them, the same for every visitor; null when the build's copy is all there is or
 * a read failed. Its reads are cached per data version (and a write to the package table moves
 * it), so the page is rendered, and its reads made, once per data version: a request then costs
 * one read of the version (docs/decisions/0048-public-pages-start-on-first-use.md). It is
 * rendered for the path alone: a query string cannot make the server render again.
 */
async function renderPublicPage(
  app: OpenAPIHono<AppEnv>,
  c: Context<AppEnv>,
  renderer: WebRenderer,
  { template, publicPages }: { template: string; publicPages: PublicPages },
): Promise<RenderedPage | null> {
  const reads = renderer.publicFirstReads(c.req.path);
  if (!reads) return null;
  const version = await dataVersion(c.get('deps').database.db).catch(() => null);
  if (version === null) return null;
  const key = `${c.req.path}\u0000${version}`;
  const rendered = publicPages.get(key);
  if (rendered) return rendered;
  const url = new URL(c.req.path, c.req.url);
  const document = await renderPageFromReads(app, c, renderer, template, { url, reads });
  if (document) publicPages.set(key, document);
  return document;
}

/**
 * The page at this request's URL rendered for its viewer, or null when it is not rendered per
 * request: no page of that kind, no valid session (nothing is read or embedded for a request
 * without one), or a read the page needs that did not answer 200.
 */
async function renderSignedInPage(
  app: OpenAPIHono<AppEnv>,
  c: Context<AppEnv>,
  renderer: WebRenderer,
  template: string,
): Promise<RenderedPage | null> {
  const reads = renderer.signedInFirstReads(c.req.path);
  if (!reads) return null;
  const cookies = c.req.header('cookie') ?? '';
  const viewer = cookies ? await getViewer(c) : null;
  if (!viewer) return null;
  // The session was checked just now, so the reads share that check and one data access check
  // (docs/decisions/0044-throughput.md item 7).
  const checks: PageRenderChecks = { cookie: cookies, viewer, dataAccess: new Map() };
  const url = new URL(c.req.url);
  return renderPageFromReads(app, c, renderer, template, { url, reads, cookies, checks });
}

/**
 * `url`'s page rendered from the answers of `reads`, made through the API itself with `cookies`
 * (none for a public page): its rules decide what the page shows, exactly as for the browser's
 * own requests. Null when a read did not answer 200 or the render failed (the browser then
 * shows the page as it would have without server rendering). Pages rendered from the same
 * answers and page cookies are rendered once (docs/decisions/0044-throughput.md).
 */
async function renderPageFromReads(
  app: OpenAPIHono<AppEnv>,
  c: Context<AppEnv>,
  renderer: WebRenderer,
  template: string,
  {
    url,
    reads,
    cookies = '',
    checks,
  }: { url: URL; reads: string[]; cookies?: string; checks?: PageRenderChecks },
): Promise<RenderedPage | null> {
  const init: RequestInit = cookies ? { headers: { cookie: cookies } } : {};
  const answers = await Promise.all(
    reads.map(async (read) => {
      const response = await app.request(read, init, checks && { pageRender: checks });
      return response.ok ? ([read, await response.text()] as const) : null;
    }),
  );
  if (answers.some((answer) => answer === null)) return null;
  // The same answers and page cookies render the same page (docs/decisions/0044-throughput.md).
  const key = createHash('sha1').update(`${url.pathname}${url.search}\u0000`);
  key.update(`${cookiesThePageReads(cookies)}\u0000`);
  for (const answer of answers) key.update(`${answer?.[0]}\u0000${answer?.[1]}\u0000`);
  const renderKey = key.digest('base64url');
  const rendered = renderedPages.get(renderKey);
  if (rendered) return rendered;
  // Concurrent requests for the same page wait for one render.
  let render = rendering.get(renderKey);
  if (!render) {
    render = renderer
      .renderPage(url, {
        cookies,
        answers: Object.fromEntries(
          answers.flatMap((answer) =>
            answer ? [[answer[0], JSON.parse(answer[1]) as unknown]] : [],
          ),
        ),
      })
      .then((page): RenderedPage => ({ html: pageDocument(template, page), gzipped: null }));
    rendering.set(renderKey, render);
    render.then(
      (document) => renderedPages.set(renderKey, document),
      () => undefined,
    );
    void render.finally(() => rendering.delete(renderKey)).catch(() => undefined);
  }
  try {
    return await render;
  } catch (error) {
    c.get('log').error({ err: error, path: c.req.path }, 'server rendering failed');
    return null;
  }
}

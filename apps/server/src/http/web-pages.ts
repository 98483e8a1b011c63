import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { INLINED_QUERIES_ELEMENT_ID } from '@seatscope/shared';

// The HTML documents the server sends for the web app's pages: the built index.html, with the
// page's server-rendered HTML in #root and the query data it was rendered from beside it.

export const webDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);
/** The web app's server-rendering build and the pages the build pre-rendered with it. */
export const webServerDistDir = path.resolve(webDistDir, '../dist-server');

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * JSON that is safe inside a `<script>` element: `<` never appears as itself, so no
 * `</script>` or `<!--` in the data can end the element or change how it is parsed.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The app's start and its chunks, which index.html preloads (apps/web/vite.config.ts). */
const APP_START_PRELOAD = /<link rel="modulepreload"( crossorigin href="[^"]+" data-app-start)>/g;

/**
 * index.html with `html` in #root and, when given, the query data it was rendered from. The
 * entry runs only after the browser has painted the HTML: on a slow phone, evaluating the app
 * and hydrating would otherwise come before the first paint. A page that starts on first use
 * (docs/decisions/0048-public-pages-start-on-first-use.md) says so to the entry and only
 * prefetches the app's start, which then runs when the visitor starts using the page.
 */
export function pageDocument(
  template: string,
  {
    html,
    queries,
    title,
    startOnFirstUse = false,
  }: { html: string; queries?: unknown; title?: string; startOnFirstUse?: boolean },
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}.`);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module entry script.');
  const data =
    queries === undefined || queries === null
      ? ''
      : `<script type="application/json" id="${INLINED_QUERIES_ELEMENT_ID}">${jsonForScriptElement(queries)}</script>`;
  // A hidden tab paints nothing (and runs no animation frames): it starts at once.
  const startAfterPaint =
    `<link rel="modulepreload" crossorigin href="${entry}">` +
    `<script type="module">const start = () => import(${JSON.stringify(entry)}); ` +
    `document.visibilityState === 'visible' ? requestAnimationFrame(() => setTimeout(start)) : start();</script>`;
  // The page's own title (docs/product.md#page-titles) from the first byte, not after hydration.
  const titled =
    title === undefined
      ? template
      : template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const preloaded = startOnFirstUse
    ? titled.replace(APP_START_PRELOAD, (_link, rest: string) => `<link rel="prefetch"${rest}>`)
    : titled;
  if (startOnFirstUse && /<link rel="modulepreload"[^>]*data-app-start/.test(preloaded)) {
    // The build wrote the app's preloads in a form this no longer recognises: the page would run
    // the app at once after all.
    throw new Error("index.html preloads the app's start in an unexpected form.");
  }
  const root = startOnFirstUse ? '<div id="root" data-start="on-first-use">' : '<div id="root">';
  return preloaded
    .replace(ENTRY_SCRIPT, () => startAfterPaint)
    .replace(EMPTY_ROOT, () => `${root}${html}</div>${data}`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts in `documents`: the
 * theme script of index.html and the start script pageDocument adds. JSON data blocks are not
 * run, so they need none (docs/decisions/0020-safe-by-default.md).
 */
export function inlineScriptSources(documents: Iterable<string>): string[] {
  const sources = new Set<string>();
  for (const document of documents) {
    for (const [, attributes = '', body = ''] of document.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\bsrc=/.test(attributes) || /type="application\/json"/.test(attributes)) continue;
      sources.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...sources].sort();
}

/** Where the build writes a pre-rendered page: `/` as index.html, `/terms` as terms.html. */
export function prerenderedFileName(pathname: string): string {
  if (!/^\/[a-z-]*$/.test(pathname)) throw new Error(`${pathname} cannot be pre-rendered.`);
  return `${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
}

/** The pre-rendered pages in `dir` by path (none when the folder is missing). */
export function readPrerenderedPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    const name = /^([a-z-]+)\.html$/.exec(file)?.[1];
    if (!name) continue;
    pages.set(name === 'index' ? '/' : `/${name}`, readFileSync(path.join(dir, file), 'utf8'));
  }
  return pages;
}

/** The server-rendering build of the web app (apps/web/src/entry-server.tsx), as the server uses it. */
export interface WebRenderer {
  prerenderedPaths: readonly string[];
  /** False for a path the app shows its not-found page for. */
  isKnownPage(pathname: string): boolean;
  signedInFirstReads(pathname: string): string[] | null;
  /** The reads a public page shows the answers of (the same for every visitor), or null. */
  publicFirstReads(pathname: string): string[] | null;
  renderPage(
    url: URL,
    options: { cookies?: string; answers?: Readonly<Record<string, unknown>> },
  ): Promise<{ html: string; queries: unknown; title: string; startOnFirstUse: boolean }>;
}

const isWebRenderer = (module: unknown): module is WebRenderer => {
  if (typeof module !== 'object' || module === null) return false;
  const candidate = module as Partial<Record<keyof WebRenderer, unknown>>;
  return (
    Array.isArray(candidate.prerenderedPaths) &&
    typeof candidate.isKnownPage === 'function' &&
    typeof candidate.signedInFirstReads === 'function' &&
    typeof candidate.publicFirstReads === 'function' &&
    typeof candidate.renderPage === 'function'
  );
};

/** Loads the server-rendering build from `file` (apps/web/dist-server/entry-server.js). */
export async function loadWebRenderer(file: string): Promise<WebRenderer> {
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isWebRenderer(module)) throw new Error(`${file} is not the web app's server entry.`);
  return module;
}

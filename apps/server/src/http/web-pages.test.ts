import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  inlineScriptSources,
  jsonForScriptElement,
  pageDocument,
  prerenderedFileName,
} from './web-pages';

const entryScript = '<script type="module" crossorigin src="/assets/index-a1.js"></script>';
const template = `<html><head>${entryScript}</head><body><div id="root"></div></body></html>`;
const startAfterPaint =
  '<link rel="modulepreload" crossorigin href="/assets/index-a1.js">' +
  '<script type="module">const start = () => import("/assets/index-a1.js"); ' +
  "document.visibilityState === 'visible' ? requestAnimationFrame(() => setTimeout(start)) : start();</script>";

describe('jsonForScriptElement', () => {
  it('never lets data end the script element or open a comment', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x -->' };
    const json = jsonForScriptElement(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('escapes the line separators that old parsers treat as line ends', () => {
    const json = jsonForScriptElement({ text: 'a\u2028b\u2029c' });
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});

describe('pageDocument', () => {
  it('puts the rendered HTML in #root and no data without queries', () => {
    expect(pageDocument(template, { html: '<h1>Hi</h1>', queries: null })).toBe(
      `<html><head>${startAfterPaint}</head><body><div id="root"><h1>Hi</h1></div></body></html>`,
    );
  });

  it('embeds the queries as JSON beside #root', () => {
    const document = pageDocument(template, { html: '<p>$&</p>', queries: { a: '</script>' } });
    expect(document).toBe(
      `<html><head>${startAfterPaint}</head><body><div id="root"><p>$&</p></div>` +
        '<script type="application/json" id="seatscope-queries">{"a":"\\u003c/script>"}</script>' +
        '</body></html>',
    );
  });

  it("puts the page's title in place of the template's, escaped", () => {
    const withTitle = template.replace('<head>', '<head><title>SeatScope — NEET PG</title>');
    expect(
      pageDocument(withTitle, { html: '', title: 'Financials & Bonds · SeatScope' }),
    ).toContain('<head><title>Financials &amp; Bonds · SeatScope</title>');
  });

  it("marks a page that starts on first use and only prefetches the app's start", () => {
    const appStart =
      '<link rel="modulepreload" crossorigin href="/assets/start-b2.js" data-app-start>';
    const withStart = template.replace('</head>', `${appStart}</head>`);
    expect(pageDocument(withStart, { html: '<h1>Hi</h1>' })).toContain(appStart);
    const onFirstUse = pageDocument(withStart, { html: '<h1>Hi</h1>', startOnFirstUse: true });
    expect(onFirstUse).toBe(
      `<html><head>${startAfterPaint}` +
        '<link rel="prefetch" crossorigin href="/assets/start-b2.js" data-app-start></head>' +
        '<body><div id="root" data-start="on-first-use"><h1>Hi</h1></div></body></html>',
    );
  });

  it("refuses to start on first use when it cannot tell the app's preloads apart", () => {
    const reordered = template.replace(
      '</head>',
      '<link rel="modulepreload" href="/assets/start-b2.js" crossorigin data-app-start></head>',
    );
    expect(() => pageDocument(reordered, { html: '', startOnFirstUse: true })).toThrow(/preloads/);
  });

  it('refuses a template without an empty #root or without the entry script', () => {
    expect(() => pageDocument(`${entryScript}<div id="app"></div>`, { html: '' })).toThrow(/root/);
    expect(() => pageDocument('<div id="root"></div>', { html: '' })).toThrow(/entry/);
  });
});

describe('prerenderedFileName', () => {
  it('names the home page index.html and others after their path', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/terms')).toBe('terms.html');
  });

  it('refuses paths that would leave the folder', () => {
    expect(() => prerenderedFileName('/../secrets')).toThrow();
    expect(() => prerenderedFileName('/app/explore')).toThrow();
  });
});

describe('inlineScriptSources', () => {
  it('hashes the scripts that run inline, not the external or JSON ones', () => {
    const page = pageDocument(
      `<html><head><script>document.title = 'x';</script>${entryScript}</head><body><div id="root"></div></body></html>`,
      { html: '', queries: { a: 1 } },
    );
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const startScript = /<script type="module">([^<]*)<\/script>/.exec(startAfterPaint)?.[1] ?? '';
    expect(inlineScriptSources([page, page])).toEqual(
      [sha("document.title = 'x';"), sha(startScript)].sort(),
    );
  });
});

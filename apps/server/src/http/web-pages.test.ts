import { describe, expect, it } from 'vitest';
import { jsonForScriptElement, pageDocument, prerenderedFileName } from './web-pages';

const template = '<html><head></head><body><div id="root"></div></body></html>';

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
      '<html><head></head><body><div id="root"><h1>Hi</h1></div></body></html>',
    );
  });

  it('embeds the queries as JSON beside #root', () => {
    const document = pageDocument(template, { html: '<p>$&</p>', queries: { a: '</script>' } });
    expect(document).toBe(
      '<html><head></head><body><div id="root"><p>$&</p></div>' +
        '<script type="application/json" id="seatscope-queries">{"a":"\\u003c/script>"}</script>' +
        '</body></html>',
    );
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument('<div id="app"></div>', { html: '' })).toThrow(/root/);
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

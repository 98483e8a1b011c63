import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  loadWebRenderer,
  pageDocument,
  prerenderedFileName,
  webDistDir,
  webServerDistDir,
} from '../apps/server/src/http/web-pages';

// The last build step: renders the public pages (apps/web/src/entry-server.tsx) into copies of
// the built index.html, which the server sends for those paths (apps/server/src/http/app.ts).
const renderer = await loadWebRenderer(path.join(webServerDistDir, 'entry-server.js'));
const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
const pagesDir = path.join(webServerDistDir, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });
for (const pathname of renderer.prerenderedPaths) {
  const page = await renderer.renderPage(new URL(pathname, 'http://localhost'), {});
  writeFileSync(path.join(pagesDir, prerenderedFileName(pathname)), pageDocument(template, page));
  console.log(`pre-rendered ${pathname}`);
}

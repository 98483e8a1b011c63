import '@/lib/zod-config';
import { tickCountdownsBeforeStart } from '@/features/landing/lib/countdowns-before-start';
import { startOnFirstUse } from '@/lib/start-on-first-use';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The app itself (React, the router, the page's code) is a chunk of its own: a page the server
// marks with data-start="on-first-use" (the public pages, College Explorer) shows as HTML and
// loads it only when the visitor starts using the page
// (docs/decisions/0048-public-pages-start-on-first-use.md,
// docs/decisions/0049-college-explorer-starts-on-first-use.md); every other page starts it at
// once.
const loadAndStartApp = async (root: HTMLElement, options?: { beforeHydrate?: () => void }) => {
  const { startApp } = await import('./app/start');
  await startApp(root, options);
  // From here on React handles input. (The browser tests wait for this before using a page.)
  root.dataset.appStarted = '';
};

if (container.dataset.start === 'on-first-use') {
  const stopTicking = tickCountdownsBeforeStart(container);
  void startOnFirstUse(document, () => loadAndStartApp(container, { beforeHydrate: stopTicking }));
  // A click is held until the app has started, so the page may be used from here on.
  container.dataset.appStarted = '';
} else {
  void loadAndStartApp(container);
}

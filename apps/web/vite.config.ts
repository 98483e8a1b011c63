import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The app's start (src/app/start.tsx: React, the router, the app) is a chunk the entry imports
 * when the page starts (docs/decisions/0048-public-pages-start-on-first-use.md). index.html
 * preloads it and everything it imports, marked `data-app-start`, so a page that starts at once
 * fetches them beside the entry, not after it; a page that starts on first use demotes them to
 * prefetches (apps/server/src/http/web-pages.ts).
 */
function preloadAppStart(): Plugin {
  return {
    name: 'seatscope:preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const start = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/app/start.tsx'),
        );
        if (!start) throw new Error('The build has no chunk for src/app/start.tsx.');
        const preloadedByEntry = new Set([entry.fileName, ...entry.imports]);
        const files = new Set<string>();
        const visit = (file: string) => {
          const output = bundle[file];
          if (files.has(file) || preloadedByEntry.has(file) || output?.type !== 'chunk') return;
          files.add(file);
          output.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${file}`,
            'data-app-start': true,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadAppStart()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: { manifest: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The landing page's first-load JavaScript: the entry, the landing route chunk that the router
// loads at once, and every chunk they import statically (preloaded), gzipped.
const LIMIT_KB = 140;
const dist = path.resolve('apps/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const roots = ['index.html', 'src/app/routes/landing.tsx'];
const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
  seen.add(key);
  chunk.imports?.forEach(visit);
};
roots.forEach(visit);

let totalBytes = 0;
for (const key of seen) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  const gzipped = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  totalBytes += gzipped;
  console.log(`  ${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const totalKb = totalBytes / 1024;
console.log(`Landing page first-load JS: ${totalKb.toFixed(1)} KB gzipped (limit ${LIMIT_KB} KB)`);
if (totalKb > LIMIT_KB) {
  console.error(`Too large: the landing page must load at most ${LIMIT_KB} KB of JavaScript.`);
  process.exit(1);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The landing page's JavaScript, gzipped, in its two steps
// (docs/decisions/0048-public-pages-start-on-first-use.md):
// - first load: the entry and every chunk it imports statically, all a visitor who only reads
//   the page downloads and runs;
// - first use: the app's start (React, the router, the app) and the landing route's chunk, with
//   everything they import statically, fetched when the visitor starts using the page.
const BUDGETS_KB = { 'first load': 10, 'first use': 160 };
const dist = path.resolve('apps/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The chunks `roots` load at once, by manifest key: themselves and their static imports. */
function chunksOf(roots: string[], leaveOut: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || leaveOut.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

function report(step: keyof typeof BUDGETS_KB, chunks: Set<string>): boolean {
  let totalBytes = 0;
  for (const key of chunks) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    const gzipped = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    totalBytes += gzipped;
    console.log(`  ${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const totalKb = totalBytes / 1024;
  const limit = BUDGETS_KB[step];
  console.log(`Landing page JS, ${step}: ${totalKb.toFixed(1)} KB gzipped (limit ${limit} KB)`);
  if (totalKb <= limit) return true;
  console.error(
    `Too large: the landing page's ${step} must load at most ${limit} KB of JavaScript.`,
  );
  return false;
}

const firstLoad = chunksOf(['index.html']);
const firstUse = chunksOf(['src/app/start.tsx', 'src/app/routes/landing.tsx'], firstLoad);
const withinBudgets = [report('first load', firstLoad), report('first use', firstUse)];
if (withinBudgets.includes(false)) process.exit(1);

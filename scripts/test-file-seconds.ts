/**
 * Refreshes `tools/test-file-seconds.json`, the seconds each test file took, which the test
 * order reads (tools/longest-files-first.ts, docs/decisions/0099-longest-test-files-first.md):
 * run the suites whose times changed (`npm run test:api`, say), then `npm run
 * test:file-seconds`. It reads Vitest's results cache of that run; files the run did not
 * include keep their seconds, and files that no longer exist are dropped.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TEST_FILE_SECONDS_PATH, readTestFileSeconds } from '../tools/longest-files-first';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const cacheRoot = path.join(repositoryRoot, 'node_modules/.vite/vitest');

const resultsCacheSchema = z.object({
  results: z.array(z.tuple([z.string(), z.object({ duration: z.number() })])),
});

function newestResultsCache(): string {
  const candidates = existsSync(cacheRoot)
    ? readdirSync(cacheRoot)
        .map((folder) => path.join(cacheRoot, folder, 'results.json'))
        .filter((file) => existsSync(file))
    : [];
  const newest = candidates.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) throw new Error(`No Vitest results cache under ${cacheRoot}: run the tests first.`);
  return newest;
}

const cacheFile = newestResultsCache();
const { results } = resultsCacheSchema.parse(JSON.parse(readFileSync(cacheFile, 'utf8')));
const seconds: Record<string, number> = { ...readTestFileSeconds() };
for (const [key, { duration }] of results) {
  seconds[key] = Math.round(duration / 100) / 10;
}
const stillThere = Object.entries(seconds).filter(([key]) =>
  existsSync(path.join(repositoryRoot, key.slice(key.indexOf(':') + 1))),
);
stillThere.sort(([, a], [, b]) => b - a);
writeFileSync(
  TEST_FILE_SECONDS_PATH,
  `${JSON.stringify(Object.fromEntries(stillThere), null, 2)}\n`,
);
console.log(`${stillThere.length} test files' seconds written from ${cacheFile}`);

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { z } from 'zod';

/**
 * Test files in the order that finishes soonest on few workers: the longest first, whatever
 * their project, so no long file starts last and runs alone while the other worker idles
 * (docs/decisions/0099-longest-test-files-first.md). Vitest's own order keeps each project's
 * files together and, on a clean clone without its results cache, orders by file size, which
 * put the real-file imports, short files that import for minutes, near the end.
 *
 * The seconds come from a run's results cache, committed (`tools/test-file-seconds.json`,
 * refreshed by `npm run test:file-seconds`). A file not in it (new since) runs first among
 * files of its size, as Vitest runs unknown files first: it may be long.
 */
export const TEST_FILE_SECONDS_PATH = new URL('./test-file-seconds.json', import.meta.url);

const secondsSchema = z.record(z.string(), z.number().nonnegative());

/** The key of a file in the seconds table: its project and path, as Vitest's cache keys it. */
export const fileKey = (projectName: string, relativePath: string) =>
  `${projectName}:${relativePath}`;

export function readTestFileSeconds(): Record<string, number> {
  return secondsSchema.parse(JSON.parse(readFileSync(TEST_FILE_SECONDS_PATH, 'utf8')));
}

/** Orders by the table's seconds, longest first; files without an entry come before the rest. */
export function longestFirst<T>(
  files: readonly T[],
  keyOf: (file: T) => string,
  seconds: Readonly<Record<string, number>>,
): T[] {
  const known = (file: T) => seconds[keyOf(file)];
  return [...files].sort((a, b) => {
    const secondsA = known(a);
    const secondsB = known(b);
    if (secondsA === undefined || secondsB === undefined) {
      return (secondsA === undefined ? 0 : 1) - (secondsB === undefined ? 0 : 1);
    }
    return secondsB - secondsA;
  });
}

export default class LongestFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Vitest's order first (it breaks ties among unknown files by size), then ours over it.
    const vitestOrder = await super.sort(files);
    const root = this.ctx.config.root;
    return longestFirst(
      vitestOrder,
      (file) => fileKey(file.project.name, relative(root, file.moduleId)),
      readTestFileSeconds(),
    );
  }
}

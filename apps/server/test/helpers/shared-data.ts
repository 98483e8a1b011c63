import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is apps/server/test/helpers/). */
export const repositoryRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../..',
);

/** The real data files, kept beside the repository in `../shared/data` and never copied into it. */
export const sharedDataDir = path.resolve(repositoryRoot, '../shared/data');

export function sharedData(...parts: string[]): string {
  return path.join(sharedDataDir, ...parts);
}

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// `npm start` builds the web app only when what the build reads has changed since the last
// successful build (docs/decisions/0031-start-without-rebuild.md): a content hash of the build's
// inputs is kept beside the output and compared at every start.
const root = path.resolve(import.meta.dirname, '..');
const BUILD_INPUTS = [
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/src',
  'packages/shared/package.json',
  'packages/shared/src',
  'apps/server/src/http/web-pages.ts',
  'scripts/prerender.ts',
  'package-lock.json',
];
/** Written last by a successful build, so an interrupted build is never taken as done. */
const stampFile = path.join(root, 'apps/web/dist-server/build-inputs.sha256');
const outputs = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];

function filesUnder(relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)));
}

function buildInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const current = buildInputsHash();
const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
const outputsPresent = outputs.every((file) => existsSync(path.join(root, file)));

if (previous === current && outputsPresent && !process.argv.includes('--force')) {
  console.log('web app: up to date, not rebuilt');
} else {
  console.log('web app: sources changed since the last build, building (about 20 s)...');
  const started = performance.now();
  // The build's own log is kept for a failure: a start prints a few lines, not a build log.
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stderr.write(build.stdout + build.stderr);
    console.error('web app: build failed (its log is above)');
    process.exit(build.status ?? 1);
  }
  writeFileSync(stampFile, `${current}\n`);
  console.log(`web app: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFilesFirst from './tools/longest-files-first';

// Unit tests sit beside the code; API tests run in process against PGlite, and against the
// PostgreSQL server in TEST_DATABASE_URL when it is set.
const apiTests = ['apps/server/test/**/*.test.ts'];
// Tests that need a PostgreSQL server (several processes on one database, a TCP proxy to cut, an
// import committing while readers read).
const postgresOnlyTests = [
  'apps/server/test/api/data-screens-database-faults.test.ts',
  'apps/server/test/api/single-device-processes.test.ts',
  'apps/server/test/data/backup-one-moment.test.ts',
  'apps/server/test/api/import-while-serving.test.ts',
];
const postgresUrl = process.env.TEST_DATABASE_URL;
// The tests that import the repository's real files are the suite's longest steps (every real
// file: five to ten minutes on PGlite on this 2-core machine). The importers send the same SQL to
// both engines, and the bundle check compares PostgreSQL's own JSON text, so with a server they
// run there only (docs/decisions/0080-a-faster-ci-run-ii.md). Real files still reach the embedded
// database through the API tests that import them on both engines (predictions*.test.ts,
// data-status.test.ts, which also loads a bundle) and the commands that import them into
// embedded databases of their own (backtest-command.test.ts).
const onceOnTheServerTests = postgresUrl
  ? [
      'apps/server/test/data/real-files.test.ts',
      'apps/server/test/data/mcc-and-kea-lists.test.ts',
      'apps/server/test/data/import-inputs.test.ts',
      'apps/server/test/data/karnataka-closing-ranks.test.ts',
      'apps/server/test/data/karnataka-ug-lists.test.ts',
      'apps/server/test/data/allotment-fees.test.ts',
      'apps/server/test/data/import-refusals.test.ts',
    ]
  : [];

/** What the two API projects (one per database engine) have in common. */
const apiProject = {
  include: apiTests,
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Importing the server's module graph costs a test file about 3 s; 164 files on the two
  // engines spent some 4 minutes of the API suite's 14 on it. The API test files of a worker
  // therefore share one copy of it (the suite: 827 s isolated, 591 s shared). That holds because
  // every test composes its own app over its own database, and the server keeps no module-level
  // state that one app could leak to another: its caches are per app, per database handle, or
  // keyed by what they hold (docs/decisions/0047-api-tests-share-modules.md). A file that mocks
  // a module resets the modules first (account-limits.test.ts).
  isolate: false,
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. An API
    // test file spends much of its time waiting on the PostgreSQL server, so one worker per core
    // keeps both busy (the API suite on both engines: about 18 minutes with one, 13 with two).
    maxWorkers: availableParallelism(),
    // The longest files first, of both engines, so the run does not end on one long file
    // (docs/decisions/0099-longest-test-files-first.md).
    sequence: { sequencer: LongestFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          // tools/: tests of the repository's own rules (the lint config's import zones).
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // The web app's pure logic (API client, query keys, URL state, formatters), no browser.
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...apiProject,
          name: 'api-pglite',
          // One migrated database that every test file's database starts as a copy of.
          globalSetup: ['apps/server/test/helpers/pglite-template.ts'],
          exclude: [...postgresOnlyTests, ...onceOnTheServerTests],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...apiProject,
                name: 'api-postgres',
                // One migrated database on the server that every test file's database is
                // created from as a template.
                globalSetup: ['apps/server/test/helpers/postgres-template.ts'],
                // The process tests exercise the embedded-database start, and the backtest,
                // status, backup and update-bundle commands work on embedded databases of their
                // own; once is enough.
                exclude: [
                  'apps/server/test/api/process.test.ts',
                  'apps/server/test/data/backtest-command.test.ts',
                  'apps/server/test/data/data-status-command.test.ts',
                  'apps/server/test/data/backup-command.test.ts',
                  'apps/server/test/data/bundle-update-command.test.ts',
                ],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});

// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const server = './apps/server/src';
/** Each server folder and the folders above it, which it must not import. */
const serverLayersAbove = {
  common: ['http', 'routes', 'auth', 'domain', 'data', 'db', 'cli', 'config'],
  config: ['http', 'routes', 'auth', 'domain', 'data', 'db', 'cli', 'common'],
  db: ['http', 'routes', 'auth', 'domain', 'data', 'cli'],
  data: ['http', 'routes', 'auth', 'domain', 'cli'],
  auth: ['http', 'routes', 'domain', 'data', 'cli'],
  domain: ['http', 'routes', 'auth', 'cli'],
  routes: ['cli'],
  http: ['cli'],
};
const serverLayerZones = Object.entries(serverLayersAbove).flatMap(([layer, above]) =>
  above.map((upper) => ({
    target: `${server}/${layer}`,
    from: `${server}/${upper}`,
    message: `apps/server/src/${layer} must not import ${upper}: imports go down the layers (ARCHITECTURE.md).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/shared/tsconfig.json',
            'tsconfig.tools.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-named-as-default-member': 'off',
      // TypeScript checks these itself, and knows CommonJS `export =` modules (exceljs, cli-progress).
      'import-x/default': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Server code never reaches the web bundle, and the reverse.
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app must not import server code.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server must not import web code.',
            },
            {
              target: './packages',
              from: './apps',
              message: 'Shared packages must not import apps.',
            },
            // Server layers (ARCHITECTURE.md, docs/decisions/0019-one-way-to-do-each-thing.md):
            // http + routes -> domain -> db, with auth and data beside domain, and common and
            // config below everything. A layer never imports one above it.
            ...serverLayerZones,
            // Web: app -> features -> shared (components, hooks, lib, config, utils).
            ...['components', 'hooks', 'lib', 'config', 'utils'].flatMap((shared) => [
              {
                target: `./apps/web/src/${shared}`,
                from: './apps/web/src/features',
                message: 'Shared web code must not import features.',
              },
              {
                target: `./apps/web/src/${shared}`,
                from: './apps/web/src/app',
                message: 'Shared web code must not import the app layer.',
              },
            ]),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import the app layer.',
            },
            // A feature never imports another feature.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; compose them in app/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);

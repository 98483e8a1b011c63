import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of eslint.config.js (ARCHITECTURE.md): a file that imports against them fails
// `npm run lint`. Each case lints text as if it stood at `filePath`; the imported module exists,
// so only the rule can refuse it. Only that rule runs: the others (import-x/no-cycle walks the
// whole import graph) made four cases take a minute of CPU and are `npm run lint`'s to check.
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

async function importErrors(filePath: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// Linting loads the TypeScript resolver and the projects once, which takes a while on a busy machine.
describe('import rules', { timeout: 60_000 }, () => {
  it('refuse a server domain module importing the HTTP edge', async () => {
    const errors = await importErrors(
      'apps/server/src/domain/x.ts',
      "import { notFound } from '../http/errors';\n\nexport const missing = notFound();\n",
    );
    expect(errors).toEqual([
      'Unexpected path "../http/errors" imported in restricted zone. apps/server/src/domain must not import http: imports go down the layers (ARCHITECTURE.md).',
    ]);
  });

  it('refuse the database layer importing the data layer above it', async () => {
    const errors = await importErrors(
      'apps/server/src/db/x.ts',
      "import { prepareDatabase } from '../data/prepare';\n\nexport const prepare = prepareDatabase;\n",
    );
    expect(errors).toEqual([
      'Unexpected path "../data/prepare" imported in restricted zone. apps/server/src/db must not import data: imports go down the layers (ARCHITECTURE.md).',
    ]);
  });

  it('refuse a web feature importing another feature', async () => {
    const errors = await importErrors(
      'apps/web/src/features/purchase/x.ts',
      "import { AuthPage } from '../auth/components/auth-page';\n\nexport const page = AuthPage;\n",
    );
    expect(errors).toEqual([
      'Unexpected path "../auth/components/auth-page" imported in restricted zone. A feature must not import another feature; compose them in app/.',
    ]);
  });

  it('let a route import the domain below it', async () => {
    const errors = await importErrors(
      'apps/server/src/routes/x.ts',
      "import { getTablePage } from '../domain/data-screens';\n\nexport const page = getTablePage;\n",
    );
    expect(errors).toEqual([]);
  });
});

// The page's Content-Security-Policy allows no eval (docs/decisions/0020-safe-by-default.md):
// zod would probe for it with `new Function`, which the browser reports as a violation even
// though zod catches the error. zod 4 takes its global configuration from
// `globalThis.__zod_globalConfig` when its module is first evaluated, so setting it here, first
// thing in main.tsx, makes every schema jitless without putting zod itself into the landing
// page's first load (docs/decisions/0045-landing-javascript.md). zod-config.test.ts checks that
// zod still reads it.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};

import { config } from 'zod';

// The page's Content-Security-Policy allows no eval (docs/decisions/0020-safe-by-default.md):
// zod would probe for it with `new Function`, which the browser reports as a violation even
// though zod catches the error. Imported first by main.tsx, before any schema parses.
config({ jitless: true });

import { z } from 'zod';

// The options several `npm run data` commands take, each checked alike, with a message saying
// what is wanted (docs/decisions/0070-commands-that-answer-like-tools.md).

export const yearOption = z.coerce
  .number({ error: 'a year such as 2025' })
  .int('a year such as 2025')
  .min(2000, 'a year from 2000')
  .max(2100, 'a year up to 2100')
  .optional();

export const roundOption = z.coerce
  .number({ error: 'a round number from 1 to 20' })
  .int('a round number from 1 to 20')
  .min(1, 'a round number from 1 to 20')
  .max(20, 'a round number from 1 to 20')
  .optional();

export const counsellingOption = z.string().min(1).optional();
export const folderOption = z.string().min(1).optional();
export const flag = z.boolean().optional();

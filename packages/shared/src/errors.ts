import { z } from 'zod';

/** The one error shape every API endpoint answers with on 4xx and 5xx. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

import { errorBodySchema } from '@seatscope/shared';
import type { z } from '@hono/zod-openapi';

/** A JSON response entry for createRoute. */
export const jsonResponse = <Schema extends z.ZodType>(description: string, schema: Schema) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The error responses every route shares. */
export const errorResponses = {
  400: jsonResponse('The request is invalid; the message says why', errorBodySchema),
} as const;

export const signedInErrorResponses = {
  ...errorResponses,
  401: jsonResponse('Not signed in', errorBodySchema),
} as const;

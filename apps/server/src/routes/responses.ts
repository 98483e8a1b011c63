import { errorBodySchema } from '@seatscope/shared';
import type { z } from '@hono/zod-openapi';

/** A JSON response entry for createRoute: the one way routes declare what they answer. */
export const jsonResponse = <Schema extends z.ZodType>(description: string, schema: Schema) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body for createRoute. */
export const jsonBody = <Schema extends z.ZodType>(schema: Schema) => ({
  content: { 'application/json': { schema } },
  required: true,
});

/** An answer in the one error shape `{error: {code, message}}`. */
export const errorResponse = (description: string) => jsonResponse(description, errorBodySchema);

/** The error responses every route shares. */
export const errorResponses = {
  400: errorResponse('The request is invalid; the message says why'),
} as const;

export const signedInErrorResponses = {
  ...errorResponses,
  401: errorResponse('Not signed in'),
} as const;

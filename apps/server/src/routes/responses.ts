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

/**
 * The page asked for, or the last page when it lies beyond the last (a bookmarked `?page=` after
 * the data shrank, a typed URL): its `page` then says which page came back, and the screen says
 * so (docs/product.md#paging). Only an empty answer costs a second read.
 */
export async function pageOrLast<
  Query extends { page: number; pageSize: number },
  Page extends { rows: unknown[]; total: number },
>(
  query: Query,
  load: (query: Query) => Promise<Page>,
  lastPageOf: (page: Page) => number = (page) =>
    Math.max(1, Math.ceil(page.total / query.pageSize)),
): Promise<Page> {
  const page = await load(query);
  if (page.rows.length > 0 || query.page <= 1) return page;
  const lastPage = lastPageOf(page);
  return lastPage < query.page ? load({ ...query, page: lastPage }) : page;
}

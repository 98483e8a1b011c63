import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { DATA_SCREENS, counsellingIdSchema } from '@seatscope/shared';
import type { SessionAccess } from '../domain/entitlement';
import type { AppEnv } from './context';
import { requireDataAccess } from './viewer';

/** An answer as it went out: its bytes and the headers that describe them. */
interface Answer {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  contentEncoding: string | null;
  vary: string | null;
  etag: string;
}

/** The answers of all readers together stay under this (docs/decisions/0044-throughput.md). */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/**
 * The reads whose answers depend only on the request's URL, the data and what the viewer's
 * package opens, never on who the viewer is: the data screens, DeepScan, Rank Mapping and the
 * Knowledge Hub. Choice lists, profiles and sessions are the user's own and are never cached.
 */
const CACHED_PATHS = new Set<string>([
  ...DATA_SCREENS.flatMap((screen) => [`/api/${screen}`, `/api/${screen}/facets`]),
  '/api/counsellings',
  '/api/cutoffs/detail',
  '/api/predictions',
  '/api/predictions/accuracy',
  '/api/rank-mapping',
  '/api/institutes',
  '/api/institutes/facets',
  '/api/universities',
  '/api/universities/facets',
  '/api/counselling-info',
  '/api/counselling-info/facets',
  '/api/courses',
  '/api/courses/facets',
]);

const isCachedPath = (path: string) =>
  CACHED_PATHS.has(path) || /^\/api\/institutes\/\d+$/.test(path);

/**
 * What decides the answer beside the URL and the data: whether this read sees the demo sample
 * and what the package opens elsewhere (the institute details show figures of every level).
 */
function readerClass(access: SessionAccess): string {
  const { entitlement } = access;
  const opens = entitlement.isAdmin ? 'admin' : entitlement.demo ? 'none' : entitlement.packageId;
  return `${access.demo ? 'demo' : 'full'}:${opens ?? 'none'}`;
}

/** The URL's parameters in one order, so the same question asked twice finds one entry. */
function canonicalSearch(url: URL): string {
  const parameters = [...url.searchParams.entries()];
  parameters.sort(([a, aValue], [b, bValue]) =>
    a === b ? aValue.localeCompare(bValue) : a.localeCompare(b),
  );
  return new URLSearchParams(parameters).toString();
}

/** Whether the client's `If-None-Match` names this entity tag (weak comparison, RFC 9110). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The data reads' answers, remembered per data version and reader class
 * (docs/decisions/0044-throughput.md). The session is still checked on every request, in the
 * one round trip that also reads the data version (`requireDataAccess`), so a signed-out or
 * revoked session, an expired package or a purchase in another process takes effect at once;
 * an import moves the version and leaves every earlier entry unreachable. The answer is kept as
 * it went out (compressed or not, by the request's Accept-Encoding), so a repeated read costs
 * neither the queries, nor the serialisation, nor the compression. A browser revalidates with
 * the entity tag (If-None-Match): 304 when nothing changed. Browsers still keep nothing
 * (`private, no-store`, docs/security.md): paid data stays off shared computers' disks.
 *
 * Registered before the compression middleware, so it sees the answer as sent.
 */
export function answerCache(): MiddlewareHandler<AppEnv> {
  const answers = new LRUCache<string, Answer>({
    maxSize: MAX_CACHED_BYTES,
    sizeCalculation: (answer) => answer.body.byteLength + 256,
  });
  // Concurrent first requests for one entry wait for the one that reads it.
  const loading = new Map<string, Promise<Answer | null>>();

  return async (c, next) => {
    if (c.req.method !== 'GET' || !isCachedPath(c.req.path)) return next();
    const url = new URL(c.req.url);
    const counsellings = url.searchParams.getAll('counselling');
    const [counselling = null] = counsellings;
    // A question the route refuses (400) is not kept: the route says why.
    if (
      counsellings.length > 1 ||
      (counselling && !counsellingIdSchema.safeParse(counselling).success)
    ) {
      return next();
    }
    const access = await requireDataAccess(c, counselling);
    const key = [
      access.dataVersion,
      readerClass(access),
      c.req.header('accept-encoding') ?? '',
      c.req.path,
      canonicalSearch(url),
    ].join('\u0000');

    let answer = answers.get(key) ?? (await loading.get(key)) ?? null;
    if (!answer) {
      let settle: (value: Answer | null) => void = () => undefined;
      loading.set(key, new Promise((resolve) => (settle = resolve)));
      try {
        await next();
        answer = await answerOf(c.res);
        if (answer) answers.set(key, answer);
      } finally {
        loading.delete(key);
        settle(answer);
      }
      if (!answer) return;
    }

    c.header('ETag', answer.etag);
    c.header('Vary', answer.vary ?? 'Cookie');
    if (matches(c.req.header('if-none-match'), answer.etag)) {
      c.res = c.body(null, 304);
      return;
    }
    c.header('Content-Type', answer.contentType);
    if (answer.contentEncoding) c.header('Content-Encoding', answer.contentEncoding);
    c.res = c.body(answer.body, 200);
  };
}

/** A successful JSON answer, read for keeping; anything else passes through untouched. */
async function answerOf(response: Response): Promise<Answer | null> {
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.startsWith('application/json')) return null;
  const body = new Uint8Array(await response.clone().arrayBuffer());
  const vary = response.headers.get('vary');
  return {
    body,
    contentType,
    contentEncoding: response.headers.get('content-encoding'),
    vary: vary ? `${vary}, Cookie` : 'Cookie',
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  authProvidersSchema,
  clientText,
  emailSchema,
  fullNameSchema,
  newPasswordSchema,
  pendingProfileSchema,
  withTextRules,
} from '@seatscope/shared';
import { createRoute } from '@hono/zod-openapi';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { pacedSignUp } from '../auth/sign-up-pace';
import { clientAddressChain } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { jsonResponse } from './responses';
import { errorBody } from '../http/errors';

const callbackUrl = clientText('callbackURL', 2048).optional();

const SIGN_UP_PATH = '/api/auth/sign-up/email';
const SIGN_IN_PATH = '/api/auth/sign-in/email';

/**
 * Bodies of the better-auth endpoints that take user input, checked with our shared rules before
 * better-auth sees them: bad input is answered 400 here and never reaches the database. Only the
 * fields listed are forwarded.
 */
const bodySchemas: Record<string, z.ZodType> = {
  [SIGN_UP_PATH]: z.object({
    email: emailSchema,
    password: newPasswordSchema,
    name: fullNameSchema,
    pendingProfile: pendingProfileSchema.optional(),
    callbackURL: callbackUrl,
  }),
  [SIGN_IN_PATH]: z.object({
    email: emailSchema,
    password: withTextRules(
      z
        .string({ error: 'Password is required' })
        .min(1, 'Password is required')
        .max(PASSWORD_MAX_LENGTH, 'Invalid email or password'),
      'Password',
      { secret: true },
    ),
    callbackURL: callbackUrl,
    rememberMe: z.boolean().optional(),
  }),
  '/api/auth/request-password-reset': z.object({ email: emailSchema, redirectTo: callbackUrl }),
  '/api/auth/send-verification-email': z.object({ email: emailSchema, callbackURL: callbackUrl }),
  '/api/auth/reset-password': z.object({
    newPassword: newPasswordSchema,
    token: clientText('The reset link', 512).min(1, 'The reset link is incomplete'),
  }),
  // The name is checked as at sign-up and in the profile; nothing else may be changed here.
  '/api/auth/update-user': z.object({ name: fullNameSchema }),
};

/** The better-auth paths whose bodies are checked here (the fuzz test walks them too). */
export const CHECKED_AUTH_PATHS = Object.keys(bodySchemas);

/** The password of a checked sign-up body. */
function signUpPasswordOf(body: string): string | undefined {
  const parsed = z.object({ password: z.string() }).safeParse(JSON.parse(body));
  return parsed.success ? parsed.data.password : undefined;
}

const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

const providersRoute = createRoute({
  method: 'get',
  path: '/api/auth-providers',
  summary: 'Which sign-in providers are configured (Google needs its client id and secret)',
  responses: {
    200: jsonResponse('Configured providers', authProvidersSchema),
  },
});

/** better-auth at /api/auth/*, behind input validation, the client address and our error shape. */
export function registerAuthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(providersRoute, (c) => c.json({ google: c.get('deps').config.google !== null }, 200));

  app.use(
    '/api/auth/*',
    bodyLimit({
      maxSize: AUTH_BODY_LIMIT_BYTES,
      onError: (c) => c.json(errorBody('payload_too_large', 'The request is too large.'), 413),
    }),
  );

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const { auth, config } = c.get('deps');
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const address = clientAddressChain(c, config.trustedProxies);
    if (address) headers.set(CLIENT_IP_HEADER, address);

    let body: string | undefined;
    if (c.req.method === 'POST') {
      const checked = await checkedBody(c);
      if (checked instanceof Response) return checked;
      body = checked;
      headers.delete('content-length');
    }
    const request = new Request(c.req.url, { method: c.req.method, headers, body });
    const password = c.req.path === SIGN_UP_PATH && body ? signUpPasswordOf(body) : undefined;
    const response = await (password === undefined
      ? auth.handler(request)
      : pacedSignUp(password, () => auth.handler(request)));
    const answer = await withoutSessionToken(await withOurErrorShape(response));
    // Sessions and users are user data (better-auth says only no-store).
    answer.headers.set('Cache-Control', 'private, no-store');
    return answer;
  });
}

/**
 * better-auth puts session tokens in JSON: sign-in and sign-up answers, the session it reads out,
 * every session of /list-sessions. The HttpOnly cookie carries the token and script must never
 * see it (docs/security.md#headers-and-caching), so every `token` key goes, at any depth. (Only
 * /revoke-session takes a token back; the web app revokes sessions by signing out.)
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (body === undefined || !holdsToken(body)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(withoutTokens(body)), { status: response.status, headers });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function holdsToken(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsToken);
  if (!isRecord(value)) return false;
  return 'token' in value || Object.values(value).some(holdsToken);
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, field]) => [key, withoutTokens(field)]),
  );
}

/** The request body to forward, or the 400 answer for a body we refuse. */
async function checkedBody(c: Context<AppEnv>): Promise<string | Response> {
  const text = await c.req.text();
  const schema = bodySchemas[c.req.path];
  if (!schema) return text;
  let json: unknown;
  try {
    json = text === '' ? {} : JSON.parse(text);
  } catch {
    return c.json(errorBody('invalid_json', 'The request body is not valid JSON.'), 400);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join('; ');
    return c.json(errorBody('invalid_request', message), 400);
  }
  return JSON.stringify(parsed.data);
}

const betterAuthErrorSchema = z.object({
  message: z.string().optional(),
  code: z.string().optional(),
});

/** better-auth answers errors as {message, code}; the API's one shape is {error: {code, message}}. */
async function withOurErrorShape(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (response.status === 429) {
    const retryAfter = headers.get('x-retry-after') ?? '60';
    headers.set('retry-after', retryAfter);
    // The account limit (auth/auth.ts) words its own message; better-auth's address limit does not.
    const parsed = betterAuthErrorSchema.safeParse(await response.json().catch(() => ({})));
    const message =
      parsed.success && parsed.data.code && parsed.data.message
        ? parsed.data.message
        : `Too many attempts. Please try again in ${retryAfter} seconds.`;
    return new Response(JSON.stringify(errorBody('rate_limited', message)), {
      status: 429,
      headers,
    });
  }
  if (response.status >= 500) {
    return new Response(
      JSON.stringify(errorBody('internal', 'Something went wrong on our side.')),
      {
        status: response.status,
        headers,
      },
    );
  }
  const parsed = betterAuthErrorSchema.safeParse(await response.json().catch(() => ({})));
  const code = parsed.success && parsed.data.code ? parsed.data.code.toLowerCase() : 'auth_error';
  const message =
    parsed.success && parsed.data.message ? parsed.data.message : 'The request was refused.';
  return new Response(JSON.stringify(errorBody(code, message)), {
    status: response.status,
    headers,
  });
}

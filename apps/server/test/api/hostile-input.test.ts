import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKED_AUTH_PATHS } from '../../src/routes/auth';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';

/**
 * Hostile input on every operation of the OpenAPI document and every better-auth body we check:
 * refused with 400 and a message, never a 5xx (docs/security.md#hostile-input).
 */

interface Parameter {
  in: 'query' | 'path';
  name: string;
  schema?: { anyOf?: { type?: string }[]; type?: string };
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** A valid body, into which hostile values are put one field at a time. */
  body?: Record<string, unknown>;
  /** The route reads its body itself (the webhook): no schema, fuzzed as a whole. */
  rawBody?: boolean;
}

/** A valid body for each operation that takes one; a new operation must add its own. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'PATCH /api/me/profile': {
    fullName: 'Asha Rao',
    whatsappPhone: '',
    allIndiaRank: 100,
    notificationEmails: true,
  },
  // Takes no body: marking read says all there is to say.
  'POST /api/notifications/{id}/read': {},
  'POST /api/purchases': { packageId: 'ug' },
  'POST /api/admin/counsellings': {
    id: 'tn-neet-pg',
    name: 'Tamil Nadu NEET PG',
    level: 'pg',
    state: 'Tamil Nadu',
    ranks: ['ai', 'state'],
  },
  'POST /api/purchases/{id}/razorpay-callback': {
    razorpay_order_id: 'order_1',
    razorpay_payment_id: 'pay_1',
    razorpay_signature: 'a'.repeat(64),
  },
  'POST /api/auth/sign-up/email': {
    email: 'new@example.com',
    password: 'correct horse battery staple',
    name: 'Asha Rao',
  },
  'POST /api/auth/sign-in/email': { email: 'new@example.com', password: 'wrong password' },
  'POST /api/auth/request-password-reset': { email: 'new@example.com' },
  'POST /api/auth/send-verification-email': { email: 'new@example.com' },
  'POST /api/auth/reset-password': { newPassword: 'correct horse battery staple', token: 't' },
  'POST /api/auth/update-user': { name: 'Asha Rao' },
  'PUT /api/choice-lists/{counselling}': { options: [] },
  'POST /api/choice-lists/{counselling}/options': {
    instituteId: 1,
    courseId: 1,
    quotaName: 'All India',
    category: 'Open',
  },
};
/**
 * Valid values of the required query parameters of operations that have several, so that the
 * hostile value is the only fault in the request and the answer names it.
 */
const VALID_QUERIES: Record<string, Record<string, string>> = {
  'DELETE /api/choice-lists/{counselling}/options': {
    instituteId: '1',
    courseId: '1',
    quotaName: 'All India',
    category: 'Open',
  },
  'GET /api/choice-lists/{counselling}/outcome': { rank: '20000', category: 'Open' },
  'GET /api/compare': { counselling: 'mcc-neet-pg', option: '1,1,All India,Open' },
};
const RAW_BODY_OPERATIONS = new Set(['POST /api/payments/razorpay/webhook']);

const LONG = 'x'.repeat(100_000);

/** A lone surrogate's code unit as the (invalid) UTF-8 bytes a careless client would send. */
const surrogateBytes = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');

/** Percent-encodes like encodeURIComponent, but a lone surrogate as its invalid bytes. */
function encodeHostile(value: string): string {
  return value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) =>
    /^[\uD800-\uDFFF]$/.test(unit) ? surrogateBytes(unit.charCodeAt(0)) : encodeURIComponent(unit),
  );
}

/** A value already written as it goes into the URL (e.g. malformed %-escapes). */
class RawUrlText {
  constructor(readonly text: string) {}
}
type UrlValue = string | string[] | RawUrlText;

/** The hostile values the issue names, by kind, as they appear in a URL and in a JSON body. */
const HOSTILE: {
  kind: string;
  url: UrlValue;
  json: unknown;
  scalarOnly?: boolean;
  /** Refused in text that is shown, taken as it is in a password (SECRET_FIELDS). */
  shownOnly?: boolean;
}[] = [
  { kind: 'NUL', url: 'a\u0000b', json: 'a\u0000b' },
  { kind: 'lone surrogate', url: 'a\uD800b', json: 'a\uD800b' },
  { kind: 'invalid UTF-8', url: new RawUrlText('%FF%FE'), json: 'a\uDC00' },
  { kind: 'overlong UTF-8', url: new RawUrlText('%C0%80'), json: '\u0000' },
  { kind: 'array for a scalar', url: ['a', 'b'], json: ['a', 'b'], scalarOnly: true },
  { kind: '100,000 characters', url: LONG, json: LONG },
  { kind: '10,000 characters', url: 'x'.repeat(10_000), json: 'x'.repeat(10_000) },
  ...[
    { kind: 'ESC', value: 'Asha\u001b[2J' },
    { kind: 'CR LF', value: 'Asha\r\nRao' },
    { kind: 'TAB', value: 'Asha\tRao' },
    { kind: 'DEL', value: 'Asha\u007f' },
    { kind: 'C1 control (NEL)', value: 'Asha\u0085Rao' },
    { kind: 'right-to-left override', value: 'Asha\u202Etxt.exe' },
    { kind: 'direction isolate', value: '\u2066Asha\u2069' },
  ].map(({ kind, value }) => ({ kind, url: value, json: value, shownOnly: true })),
];

/** Body fields never shown anywhere, where control and direction characters are the user's own. */
const SECRET_FIELDS = new Set(['password', 'newPassword']);

function queryString(values: [string, UrlValue][]): string {
  const parts = values.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) =>
        `${encodeURIComponent(name)}=${item instanceof RawUrlText ? item.text : encodeHostile(item)}`,
    ),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

const acceptsList = (parameter: Parameter) =>
  parameter.schema?.type === 'array' ||
  (parameter.schema?.anyOf ?? []).some((option) => option.type === 'array');

describe('hostile input on every operation', () => {
  let t: TestApp;
  let user: TestUser;
  let operations: Operation[];
  const tried = { operations: 0, inputs: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const key = `${method.toUpperCase()} ${path}`;
        return {
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: VALID_BODIES[key],
          rawBody: RAW_BODY_OPERATIONS.has(key),
        };
      }),
    );
    for (const path of CHECKED_AUTH_PATHS) {
      operations.push({ method: 'POST', path, parameters: [], body: VALID_BODIES[`POST ${path}`] });
    }
    tried.operations = operations.length;
  });
  afterAll(async () => {
    console.info(
      `hostile input: ${tried.operations} operations, ${tried.inputs} inputs, no 5xx answer`,
    );
    await t.dispose();
  });

  /** Sends one request; its body is discarded (the event stream would never end). */
  async function send(
    operation: Operation,
    values: [string, UrlValue][],
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    let path = operation.path;
    const query: [string, UrlValue][] = [];
    for (const [name, value] of values) {
      const parameter = operation.parameters.find((candidate) => candidate.name === name);
      if (parameter?.in === 'path') {
        const single = Array.isArray(value) ? value.join(',') : value;
        path = path.replace(
          `{${name}}`,
          single instanceof RawUrlText ? single.text : encodeHostile(single),
        );
      } else {
        query.push([name, value]);
      }
    }
    path = path.replace(/\{(\w+)\}/g, 'pur_fuzz');
    const hasBody = operation.method !== 'GET';
    const response = await t.request(`${path}${queryString(query)}`, {
      method: operation.method,
      headers: { cookie: user.cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { body: JSON.stringify(body ?? operation.body ?? {}) } : {}),
    });
    tried.inputs += 1;
    const isStream = response.headers.get('content-type')?.includes('event-stream');
    const text = isStream ? '' : await response.text();
    if (isStream) await response.body?.cancel();
    expect(response.status, `${operation.method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(500);
    return { status: response.status, text };
  }

  it('covers every operation with a body it can send', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) {
      const needsBody = ['POST', 'PATCH', 'PUT'].includes(operation.method);
      const known =
        operation.body !== undefined ||
        operation.rawBody ||
        operation.path.includes('simulate-success');
      expect(
        !needsBody || known,
        `${operation.method} ${operation.path} needs a valid body here`,
      ).toBe(true);
    }
  });

  it('refuses each hostile value in each parameter with 400 naming the parameter', async () => {
    for (const operation of operations) {
      for (const parameter of operation.parameters) {
        for (const hostile of HOSTILE) {
          if (hostile.scalarOnly && (acceptsList(parameter) || parameter.in === 'path')) continue;
          const valid = Object.entries(
            VALID_QUERIES[`${operation.method} ${operation.path}`] ?? {},
          ).filter(([name]) => name !== parameter.name);
          const { status, text } = await send(operation, [...valid, [parameter.name, hostile.url]]);
          const where = `${operation.method} ${operation.path} ${parameter.name} (${hostile.kind})`;
          expect(status, `${where}: ${text.slice(0, 200)}`).toBe(400);
          const { error } = JSON.parse(text) as { error: { code: string; message: string } };
          if (error.code === 'invalid_url') continue;
          expect(error.message, where).toContain(`${parameter.name}`);
        }
      }
    }
  });

  it('refuses each hostile value in each body field with 400 and a message', async () => {
    for (const operation of operations) {
      const valid = operation.body;
      if (!valid) continue;
      for (const field of Object.keys(valid)) {
        for (const hostile of HOSTILE) {
          if (hostile.shownOnly && SECRET_FIELDS.has(field)) continue;
          const where = `${operation.method} ${operation.path} ${field} (${hostile.kind})`;
          const { status, text } = await send(operation, [], { ...valid, [field]: hostile.json });
          // A body this long is over the JSON body limit: refused before it is read (413).
          expect(status, `${where}: ${text.slice(0, 200)}`).toBe(hostile.json === LONG ? 413 : 400);
          const { error } = JSON.parse(text) as { error: { message: string } };
          expect(error.message.length, where).toBeGreaterThan(0);
        }
      }
    }
  });

  it('answers random hostile parameters and bodies without a 5xx', async () => {
    const hostileText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
      }),
      fc.constantFrom(
        '\u0000',
        '\uD800',
        '\uDFFF',
        '\u001b[2J',
        'a\r\nb',
        '\u0085',
        '\u202Eexe.txt',
        '\u2066',
        '%',
        "'; drop table user; --",
        LONG,
        '-1',
        '1e309',
        '0x10',
      ),
    );
    const urlValue: fc.Arbitrary<UrlValue> = fc.oneof(
      hostileText,
      fc.array(hostileText, { maxLength: 4 }),
      fc.constantFrom(new RawUrlText('%FF'), new RawUrlText('%E0%80%80'), new RawUrlText('%')),
    );
    const jsonValue = fc.oneof(
      hostileText,
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom(null, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [LONG]),
    );
    for (const operation of operations) {
      const names = operation.parameters.map((parameter) => parameter.name);
      const fields = Object.keys(operation.body ?? {});
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.constantFrom(...names, 'unknown'), urlValue), { maxLength: 4 }),
          fields.length || operation.rawBody
            ? fc.oneof(jsonValue, fc.dictionary(fc.constantFrom(...fields, 'extra'), jsonValue))
            : fc.constant(undefined),
          async (values, body) => {
            await send(operation, values, body);
          },
        ),
        { numRuns: 40 },
      );
    }
  });
});

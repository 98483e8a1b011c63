import { expect, it } from 'vitest';
import './zod-config';

it('makes zod jitless when it is set before zod loads', async () => {
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);

  // A jitless object schema never builds a parser with `new Function`.
  const compiled: unknown[] = [];
  const realFunction = globalThis.Function;
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args: unknown[]) {
      compiled.push(args);
      return Reflect.construct(target, args);
    },
  });
  try {
    const schema = z.object({ rank: z.number(), name: z.string() });
    for (let i = 0; i < 3; i++)
      expect(schema.parse({ rank: i, name: 'x' })).toEqual({ rank: i, name: 'x' });
  } finally {
    globalThis.Function = realFunction;
  }
  expect(compiled).toEqual([]);
});

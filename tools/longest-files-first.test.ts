import { describe, expect, it } from 'vitest';
import { fileKey, longestFirst, readTestFileSeconds } from './longest-files-first';

const byKey = (key: string) => key;

describe('the test order', () => {
  it('runs the longest files first, whatever their project', () => {
    const seconds = { 'a:one.test.ts': 5, 'b:two.test.ts': 300, 'a:three.test.ts': 40 };
    expect(
      longestFirst(['a:one.test.ts', 'a:three.test.ts', 'b:two.test.ts'], byKey, seconds),
    ).toEqual(['b:two.test.ts', 'a:three.test.ts', 'a:one.test.ts']);
  });

  it('runs files it has no seconds for before the others, in the order it was given', () => {
    const seconds = { 'a:known.test.ts': 900 };
    expect(
      longestFirst(['a:new-1.test.ts', 'a:known.test.ts', 'a:new-2.test.ts'], byKey, seconds),
    ).toEqual(['a:new-1.test.ts', 'a:new-2.test.ts', 'a:known.test.ts']);
  });

  it('has seconds for files that exist, keyed by project and path', () => {
    const keys = Object.keys(readTestFileSeconds());
    expect(keys.length).toBeGreaterThan(50);
    expect(keys).toContain(fileKey('api-pglite', 'apps/server/test/api/health.test.ts'));
  });
});

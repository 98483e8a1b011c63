import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { pageWindow } from './sql';

const dialect = new PgDialect();

describe('pageWindow', () => {
  it('writes the page window into the statement text', () => {
    expect(dialect.sqlToQuery(pageWindow(50, 450))).toEqual({
      sql: 'limit 50 offset 450',
      params: [],
    });
  });

  it('refuses anything but whole, non-negative numbers', () => {
    for (const [limit, offset] of [
      [50.5, 0],
      [50, -1],
      [Number.NaN, 0],
      [50, Number.POSITIVE_INFINITY],
    ]) {
      expect(() => pageWindow(limit ?? 0, offset ?? 0)).toThrow(/whole numbers/);
    }
  });
});

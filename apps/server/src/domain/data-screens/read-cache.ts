import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { selectRows } from './sql';

/** The data's change counter: bumped by triggers on every statement that writes screen data. */
export async function dataVersion(db: Database): Promise<string> {
  const [row] = await selectRows(db, sql`select version::text as "version" from data_version`);
  return String(row?.version ?? '0');
}

/**
 * Results that cost a scan of a counselling's rows (exact totals, filter options), remembered
 * per database until the data changes. Keys carry the data version read at the start of the
 * request, so an import makes every earlier entry unreachable; concurrent misses share one query.
 */
export class ReadCache<Value extends object> {
  private readonly perDatabase = new WeakMap<Database, LRUCache<string, Promise<Value>>>();

  constructor(private readonly maxEntries: number) {}

  async get(db: Database, key: string, load: () => Promise<Value>): Promise<Value> {
    let cache = this.perDatabase.get(db);
    if (!cache) {
      cache = new LRUCache({ max: this.maxEntries });
      this.perDatabase.set(db, cache);
    }
    const versionedKey = `${await dataVersion(db)}\u0000${key}`;
    const cached = cache.get(versionedKey);
    if (cached) return cached;
    const loading = load();
    cache.set(versionedKey, loading);
    // A failed query (timeout, lost connection) is not remembered.
    loading.catch(() => cache.delete(versionedKey));
    return loading;
  }
}

const dialect = new PgDialect();
const selects = new ReadCache<Record<string, unknown>[]>(2_000);

/** selectRows through the read cache, keyed by the statement's text and parameters. */
export function cachedSelectRows(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const compiled = dialect.sqlToQuery(query);
  return selects.get(db, `${compiled.sql}\u0000${JSON.stringify(compiled.params)}`, () =>
    selectRows(db, query),
  );
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/** The data's change counter: bumped by triggers on every statement that writes screen data. */
export async function dataVersion(db: Database): Promise<string> {
  const [row] = await selectRows(db, sql`select version::text as "version" from data_version`);
  return String(row?.version ?? '0');
}

const versionOfThisRequest = new AsyncLocalStorage<string>();

/**
 * Runs `read` with the data version this request already read (with its session, in one round
 * trip), so the read cache asks for it no more.
 */
export function withDataVersion<T>(version: string, read: () => Promise<T>): Promise<T> {
  return versionOfThisRequest.run(version, read);
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
    const version = versionOfThisRequest.getStore() ?? (await dataVersion(db));
    const versionedKey = `${version}\u0000${key}`;
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

import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { DomainError } from '../../common/errors';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { rowFields, selectRows, selectTypedRows } from '../../db/rows';

/** The data's change counter: bumped by triggers on every statement that writes screen data. */
export async function dataVersion(db: Database): Promise<string> {
  const [row] = await selectTypedRows(
    db,
    z.object({ version: rowFields.text }),
    sql`select version::text as "version" from data_version`,
  );
  return row?.version ?? '0';
}

const versionOfThisRequest = new AsyncLocalStorage<string>();

/**
 * Runs `read` with the data version this request already read (with its session, in one round
 * trip), so the read cache asks for it no more.
 */
export function withDataVersion<T>(version: string, read: () => Promise<T>): Promise<T> {
  return versionOfThisRequest.run(version, read);
}

/** How often a read runs under a newer data version before it gives up (503). */
const READ_ATTEMPTS = 3;

/**
 * Runs `read`, whose statements may run one after another or side by side on several
 * connections, so that its answer holds one state of the data: each statement sees what was
 * committed when it started, so an import committing between two of them would mix two states
 * in one answer (the new rows beside the old total, or a total the read cache kept from before).
 * The data version moves in the transaction of every write, so when it reads the same after
 * `read` as `version` did before it, nothing was committed in between and every statement saw
 * the same data; otherwise `read` runs again under the new version
 * (docs/decisions/0075-imports-while-serving.md).
 */
export async function readConsistently<T>(
  db: Database,
  version: string,
  read: () => Promise<T>,
): Promise<T> {
  let readUnder = version;
  for (let attempt = 1; attempt <= READ_ATTEMPTS; attempt += 1) {
    const answer = await withDataVersion(readUnder, read);
    const after = await dataVersion(db);
    if (after === readUnder) return answer;
    readUnder = after;
  }
  throw new DomainError(
    'busy',
    'data_changing',
    'The data is being updated. Try again in a moment.',
  );
}

/**
 * Results that cost a scan of a counselling's rows (exact totals, filter options), remembered
 * per database until the data changes. Keys carry the data version read at the start of the
 * request, so an import makes every earlier entry unreachable; concurrent misses share one query.
 */
export class ReadCache<Value extends object> {
  private readonly perDatabase = new WeakMap<Database, LRUCache<string, Promise<Value>>>();

  constructor(private readonly maxEntries: number) {}

  /** `load` is given the data version the entry is kept under. */
  async get(db: Database, key: string, load: (version: string) => Promise<Value>): Promise<Value> {
    let cache = this.perDatabase.get(db);
    if (!cache) {
      cache = new LRUCache({ max: this.maxEntries });
      this.perDatabase.set(db, cache);
    }
    const version = versionOfThisRequest.getStore() ?? (await dataVersion(db));
    const versionedKey = `${version}\u0000${key}`;
    const cached = cache.get(versionedKey);
    if (cached) return cached;
    const loading = load(version);
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

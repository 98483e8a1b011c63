import type { Sort } from './list-query';

// Kept apart from list-query.ts, which builds zod schemas when it loads: the web app's one API
// client writes every request's parameters with this, and the landing page must not download
// zod (docs/decisions/0019-one-way-to-do-each-thing.md).

/** Collects URL parameters in order; defaults are left out so links stay short. */
export class ParamWriter {
  readonly entries: [string, string][] = [];
  set(key: string, value: string | number | null | undefined, fallback?: string | number) {
    if (value === null || value === undefined || value === '' || value === fallback) return;
    this.entries.push([key, String(value)]);
  }
  list(key: string, values: readonly (string | number)[]) {
    for (const value of values) this.entries.push([key, String(value)]);
  }
  paging(view: { page: number; pageSize: number }, fallbackPageSize: number) {
    this.set('page', view.page, 1);
    this.set('pageSize', view.pageSize, fallbackPageSize);
  }
  sort(sort: Sort | null) {
    if (sort) this.set('sort', `${sort.field}.${sort.direction}`);
  }
}

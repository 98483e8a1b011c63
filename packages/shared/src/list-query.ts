import { z } from 'zod';
import { clientText, textRuleProblem } from './text';
import { ParamWriter } from './param-writer';

// The one list contract (docs/decisions/0032-one-list-contract.md): how page, pageSize, sort,
// search and list filters are read from a request or a URL and written back, for the data
// screens' tables and the Knowledge Hub lists alike. The API validates strictly (a wrong value
// is a 400 naming it); a URL a person may have edited is read forgivingly (a wrong value falls
// back to its default); both write the same parameters, so URL -> view -> API -> URL
// round-trips (list-query.test.ts).

/** Longest free text a client may send in one value. */
const MAX_TEXT = 200;
/** Most values one list filter takes. */
const MAX_LIST_VALUES = 200;
const MAX_PAGE = 100_000;

/**
 * Why a piece of client text is refused, or undefined when it is fine: too long, or against the
 * shared text rules (text.ts, docs/security.md#hostile-input).
 */
export function textProblem(value: string, label: string, max = MAX_TEXT): string | undefined {
  if (value.length > max) return `${label} must be at most ${max} characters`;
  return textRuleProblem(value, label);
}

/** Free text a client may send, under the shared text rules. */
export const text = (label: string, max = MAX_TEXT) => clientText(label, max);

/**
 * A list filter arrives repeated (`state=A&state=B`), comma-separated (`state=A,B`) or both. A
 * comma followed by a space stays inside a value, so names like "Kota, Rajasthan" survive.
 * Blanks are dropped and duplicates removed.
 */
function splitListParam(value: string | readonly string[]): string[] {
  let parts = typeof value === 'string' ? [value] : [...value];
  // Trimming can leave a comma at a value's end ("Goa, " is "Goa,"), which a second reading
  // would split off: split until nothing changes, so a list read and written back reads the same.
  for (;;) {
    const next = parts
      .flatMap((item) => item.split(/,(?! )/))
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
    if (next.length === parts.length && next.every((part, index) => part === parts[index])) {
      return [...new Set(next)];
    }
    parts = next;
  }
}

/** A list filter's values (absent: undefined; `.default([])` where a list wants none). */
export const listParam = z
  .union([z.string(), z.array(z.string())])
  .transform(splitListParam)
  .pipe(z.array(text('each value')).max(MAX_LIST_VALUES, `at most ${MAX_LIST_VALUES} values`));

/** A list of whole numbers (years, rounds) between min and max. */
export const intListParam = (label: string, min: number, max: number) =>
  listParam.pipe(
    z.array(
      z
        .string()
        .regex(/^\d{1,4}$/, `each ${label} must be a whole number`)
        .transform(Number)
        .pipe(z.number().int().min(min).max(max)),
    ),
  );

export const wholeNumber = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(0).max(max, `${label} must be at most ${max}`));

/** A single query value; a repeated key is a client mistake, answered with a clear message. */
export const single = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) && value.length === 1 ? value[0] : value),
    z.string('must be given once').pipe(schema),
  );

/** A query of exactly these parameters: an unknown one is a 400 that names it. */
export const strictQuery = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `unknown parameter ${issue.keys.join(', ')}` : undefined,
  });

/** A 1-based page number, 1 when absent. */
export const pageParam = single(
  wholeNumber('page', MAX_PAGE).pipe(z.number().min(1, 'page starts at 1')),
).default(1);

export interface PageSizes {
  /** The page size when none is given. */
  fallback: number;
  max: number;
}

/** A page size between 1 and `max`, `fallback` when absent. */
export const pageSizeParam = ({ fallback, max }: PageSizes) =>
  single(
    wholeNumber('pageSize', max).pipe(z.number().min(1, 'pageSize must be at least 1')),
  ).default(fallback);

/** Free-text search: trimmed, empty means none. */
export const searchParam = (label = 'q', max = MAX_TEXT) =>
  single(text(label, max))
    .optional()
    .transform((value) => value?.trim() || undefined);

export type SortDirection = 'asc' | 'desc';
export interface Sort<Field extends string = string> {
  field: Field;
  direction: SortDirection;
}

/** `field.asc` or `field.desc` over the fields a list offers; anything else is refused. */
export const sortParam = <Field extends string>(fields: readonly Field[], what = '') =>
  z
    .string()
    .regex(
      /^[A-Za-z]+\.(asc|desc)$/,
      `sort must be field.asc or field.desc, e.g. ${fields[0] ?? 'name'}.asc or ${fields.at(-1) ?? 'name'}.desc`,
    )
    .transform((value) => {
      const [field = '', direction = 'asc'] = value.split('.');
      return { field, direction: direction as SortDirection };
    })
    .refine((sort) => (fields as readonly string[]).includes(sort.field), {
      message: `sort field must be one of ${fields.join(', ')}${what}`,
    })
    .transform((sort) => sort as Sort<Field>);

/** The one envelope of every paged list. */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    /** More rows match than were counted: the total is LIST_TOTAL_CAP ("10,000+"). */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// ---- Lists as a whole: the API's schema, the URL's view, the parameters between them ----

/** What a list offers: its list filters, its sorts (none: no sort) and its page sizes. */
export interface ListContract<Filter extends string = string, Field extends string = string> {
  filters: readonly Filter[];
  sorts: readonly Field[];
  pageSize: PageSizes;
  /** How the search parameter `q` is named in messages, and its longest value. */
  search?: { label: string; max: number };
}

/** A list's view as the URL and the client hold it; defaults stand for "not given". */
export interface ListView<Filter extends string = string, Field extends string = string> {
  page: number;
  pageSize: number;
  sort: Sort<Field> | null;
  q: string;
  filters: Record<Filter, string[]>;
}

/** The part of URLSearchParams a reader needs (shared code runs without DOM types). */
export interface QueryParamsReader {
  get(key: string): string | null;
  getAll(key: string): string[];
}

/** The strict API schema of a list's request (unknown parameters are ignored). */
export function listQuerySchema<const Filter extends string, const Field extends string>(
  contract: ListContract<Filter, Field>,
) {
  const filters = Object.fromEntries(
    contract.filters.map((key) => [key, listParam.default([])]),
  ) as Record<Filter, z.ZodDefault<typeof listParam>>;
  return z.object({
    q: searchParam(contract.search?.label, contract.search?.max),
    page: pageParam,
    pageSize: pageSizeParam(contract.pageSize),
    ...(contract.sorts.length > 0 ? { sort: single(sortParam(contract.sorts)).optional() } : {}),
    ...filters,
  });
}

/** Readers of one URL parameter that fall back instead of failing. */
export const readParam = {
  /** A whole number from 1 to max, else the fallback. */
  positive(params: QueryParamsReader, key: string, fallback: number, max: number): number {
    const value = params.get(key);
    const parsed = Number(value);
    return value && /^\d+$/.test(value) && parsed >= 1 && parsed <= max ? parsed : fallback;
  },
  /** A whole number of up to 9 digits, else null. */
  optionalNumber(params: QueryParamsReader, key: string): number | null {
    const value = params.get(key);
    return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
  },
  /** Text cut to the longest allowed, NUL characters and lone surrogates dropped. */
  text(params: QueryParamsReader, key: string, max = MAX_TEXT): string {
    return (params.get(key) ?? '')
      .replaceAll('\u0000', '')
      .replaceAll(/\p{Cs}/gu, '')
      .slice(0, max);
  },
  /** A list filter's values, each valid text, at most the allowed number. */
  list(params: QueryParamsReader, key: string): string[] {
    return splitListParam(params.getAll(key))
      .filter((value) => textProblem(value, key) === undefined)
      .slice(0, MAX_LIST_VALUES);
  },
  /** A sort the list offers, else null. */
  sort<Field extends string>(
    params: QueryParamsReader,
    fields: readonly Field[],
  ): Sort<Field> | null {
    const [, field, direction] = /^([A-Za-z]+)\.(asc|desc)$/.exec(params.get('sort') ?? '') ?? [];
    const offered = fields.find((candidate) => candidate === field);
    return offered && direction ? { field: offered, direction: direction as SortDirection } : null;
  },
};

/** A list's view from URL parameters a person may have edited. */
export function parseListView<Filter extends string, Field extends string>(
  contract: ListContract<Filter, Field>,
  params: QueryParamsReader,
): ListView<Filter, Field> {
  return {
    page: readParam.positive(params, 'page', 1, MAX_PAGE),
    pageSize: readParam.positive(
      params,
      'pageSize',
      contract.pageSize.fallback,
      contract.pageSize.max,
    ),
    sort: readParam.sort(params, contract.sorts),
    q: readParam.text(params, 'q', contract.search?.max),
    filters: Object.fromEntries(
      contract.filters.map((key) => [key, readParam.list(params, key)]),
    ) as Record<Filter, string[]>,
  };
}

/** The URL (and API) parameters of a list's view. */
export function listViewParams<Filter extends string, Field extends string>(
  contract: ListContract<Filter, Field>,
  view: ListView<Filter, Field>,
  options: { includePaging?: boolean } = {},
): [string, string][] {
  const params = new ParamWriter();
  if (options.includePaging ?? true) params.paging(view, contract.pageSize.fallback);
  params.sort(view.sort);
  params.set('q', view.q);
  for (const key of contract.filters) params.list(key, view.filters[key]);
  return params.entries;
}

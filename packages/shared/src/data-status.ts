import { z } from 'zod';
import { pageOf, pageParam, pageSizeParam, strictQuery } from './list-query';

// What is live, for the admin (docs/decisions/0072-what-is-live.md): `GET /api/admin/data-status`
// and `npm run data -- status` answer the same JSON; `GET /api/admin/import-runs` pages the
// imports' history.

/**
 * The kinds of round list a counselling's year and round can hold
 * (docs/decisions/0029-round-lists.md, docs/decisions/0038-closing-rank-lists.md): seats held
 * after the round, the allotments made in it, the counselling body's own closing-rank list, one
 * derived by others from the allotment lists, and an imported seat matrix.
 */
const LIVE_LIST_KINDS = ['held', 'allotted', 'official', 'derived-list', 'seat-matrix'] as const;
export type LiveListKind = (typeof LIVE_LIST_KINDS)[number];

/** The bundled data release a first start loaded (data/bundle), or null. */
const loadedBundleSchema = z.object({
  /** The bundle's identity: SHA-256 over its files' SHA-256s (`bundleIdentity`). */
  sha256: z.string(),
  /** ISO 8601: when this installation loaded it. */
  loadedAt: z.string(),
  /** Rows it loaded, every table together. */
  rows: z.number().int(),
});

const liveListSchema = z.object({
  counselling: z.string(),
  year: z.number().int(),
  /** The round as its list numbers it (1-12; 9 mop-up, 10 stray, 11 special stray, 12 final). */
  round: z.number().int(),
  /** The round's label as the screens show it ("Round 3 allotments"). */
  roundLabel: z.string(),
  list: z.enum(LIVE_LIST_KINDS),
  /** The import kind (`mcc-allotments`, ...). */
  kind: z.string(),
  /** The file (or files, comma-separated) its rows came from. */
  source: z.string(),
  /** ISO 8601: when the newest of its files was imported. */
  importedAt: z.string(),
  /** Its rows that are live. */
  rows: z.number().int(),
  /** Rows its files rejected (a file of several rounds shows its rejections on each). */
  rejected: z.number().int(),
  /** Its closing ranks marked suspect and not corrected (docs/decisions/0086-suspect-values.md). */
  suspect: z.number().int(),
});
export type LiveList = z.infer<typeof liveListSchema>;

export const dataStatusSchema = z.object({
  bundle: loadedBundleSchema.nullable(),
  lists: z.array(liveListSchema),
});
export type DataStatus = z.infer<typeof dataStatusSchema>;

/** The history's pages: newest first, at most this many runs a page. */
const IMPORT_RUN_PAGE_SIZES = { fallback: 20, max: 100 } as const;
/** Rejection reasons shown per run, the most common first. */
export const IMPORT_RUN_REASONS = 5;

export const importRunQuerySchema = strictQuery({
  page: pageParam,
  pageSize: pageSizeParam(IMPORT_RUN_PAGE_SIZES),
});

const importRunSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  fileName: z.string(),
  counselling: z.string().nullable(),
  year: z.number().int().nullable(),
  /** The round the file's name or options gave, as the screens label it; null for several. */
  roundLabel: z.string().nullable(),
  /** ISO 8601. */
  importedAt: z.string(),
  rowsRead: z.number().int(),
  rowsImported: z.number().int(),
  rowsRejected: z.number().int(),
  /**
   * The most common rejection reasons (at most IMPORT_RUN_REASONS), with their rows and the
   * first row (its place in the file) rejected for each.
   */
  rejectedByReason: z.array(
    z.object({ reason: z.string(), rows: z.number().int(), firstRow: z.number().int() }),
  ),
});
export type ImportRunRow = z.infer<typeof importRunSchema>;

export const importRunPageSchema = pageOf(importRunSchema);
export type ImportRunPage = z.infer<typeof importRunPageSchema>;

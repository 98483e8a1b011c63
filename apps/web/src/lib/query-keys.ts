import type { DataScreen } from '@seatscope/shared';

// Every TanStack Query cache key of the web app, defined once: two reads of the same endpoint
// share a key, and an invalidation names exactly what it refreshes. A key starts with the
// resource's name; keys under one prefix invalidate together (`queryKeys.dataScreens.all`).

export const queryKeys = {
  /** `GET /api/session`: the viewer, or null for a visitor. */
  session: ['session'] as const,
  /** `GET /api/me`: the signed-in user, or null when signed out. */
  me: ['me'] as const,
  /** `GET /api/packages`: the price catalogue. */
  packages: ['packages'] as const,
  /** `GET /api/stats`: public counts. */
  stats: ['stats'] as const,
  /** `GET /api/updates?limit=N`. */
  updates: (limit: number) => ['updates', limit] as const,
  /** `GET /api/notifications`: the signed-in user's own. */
  notifications: ['notifications'] as const,
  /** `GET /api/auth-providers`. */
  authProviders: ['auth-providers'] as const,
  /** `GET /api/dev/outbox` (development only). */
  devOutbox: ['dev-outbox'] as const,
  dataScreens: {
    all: ['data-screens'] as const,
    counsellings: (screen: DataScreen) => ['data-screens', 'counsellings', screen] as const,
    facets: (screen: DataScreen, counselling: string | null) =>
      ['data-screens', 'facets', screen, counselling] as const,
    /** Every page of a screen; with `search`, one page. */
    pages: (screen: DataScreen) => ['data-screens', 'page', screen] as const,
    page: (screen: DataScreen, search: string) => ['data-screens', 'page', screen, search] as const,
    cutoffDetail: (cell: object | null) => ['data-screens', 'cutoff-detail', cell] as const,
  },
  choiceLists: {
    all: ['choice-lists'] as const,
    /** `GET /api/choice-lists`: which lists hold options. */
    summaries: ['choice-lists', 'summaries'] as const,
    /** `GET /api/choice-lists/{counselling}`. */
    list: (counselling: string) => ['choice-lists', counselling, 'list'] as const,
    /** Every replay of one counselling's list, whatever the rank. */
    replays: (counselling: string) => ['choice-lists', counselling, 'replay'] as const,
    /** `GET /api/choice-lists/{counselling}/replay`, for a rank (null: the profile's). */
    replay: (counselling: string, rank: number | null) =>
      ['choice-lists', counselling, 'replay', rank] as const,
    /** Every outcome of one counselling's list, whatever the rank and category. */
    outcomes: (counselling: string) => ['choice-lists', counselling, 'outcome'] as const,
    /** `GET /api/choice-lists/{counselling}/outcome` for a rank and category. */
    outcome: (counselling: string, rank: number, category: string) =>
      ['choice-lists', counselling, 'outcome', rank, category] as const,
  },
  /** Rank DeepScan (`GET /api/predictions`) and its measured accuracy. */
  predictions: {
    page: (params: object) => ['predictions', 'page', params] as const,
    accuracy: (counselling: string | null) => ['predictions', 'accuracy', counselling] as const,
  },
  /** `GET /api/compare`: options of one counselling side by side. */
  comparison: (params: object) => ['comparison', params] as const,
  /** Rank Mapping Tool (`GET /api/rank-mapping`). */
  rankMapping: (params: object) => ['rank-mapping', params] as const,
  /** Admins only: `GET /api/admin/data-status` and `GET /api/admin/import-runs?page=N`. */
  admin: {
    dataStatus: ['admin', 'data-status'] as const,
    importRuns: (page: number) => ['admin', 'import-runs', page] as const,
  },
  knowledgeHub: {
    institutes: (filters: object) => ['institutes', filters] as const,
    /** `GET /api/institutes/{id}`: one institute's details. */
    institute: (instituteId: number) => ['institute', instituteId] as const,
    universities: (filters: object) => ['universities', filters] as const,
    /** The colleges of one university (its details dialog). */
    universityColleges: (universityId: number) => ['university-colleges', universityId] as const,
    counsellingInfo: (params: object) => ['counselling-info', params] as const,
    courses: (params: object) => ['courses', params] as const,
    /** A list's filter options, by the endpoint's path. */
    facets: (path: string) => [path] as const,
  },
} as const;

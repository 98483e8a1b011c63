/** Every route path, defined once (docs/product.md#screens-and-routes). Build links from these, never from string literals. */
export const paths = {
  home: '/',
  auth: '/auth',
  resetPassword: '/reset-password',
  /** Development builds only: mail the server kept instead of sending. */
  devOutbox: '/dev/outbox',
  contact: '/contact',
  terms: '/terms',
  refund: '/refund',
  privacy: '/privacy',
  app: {
    root: '/app',
    profile: '/app/profile',
    allotments: '/app/allotments',
    closingRanks: '/app/closing-ranks',
    seatMatrix: '/app/seat-matrix',
    rankScan: '/app/rank-scan',
    allotmentMapping: '/app/allotment-mapping',
    choiceList: '/app/choice-list',
    choiceListPrint: '/app/choice-list/print',
    /** Options and institutes side by side; the address holds the comparison. */
    compare: '/app/compare',
    feeStipendBond: '/app/fee-stipend-bond',
    explore: {
      institutes: '/app/explore/institutes',
      universities: '/app/explore/universities',
      counsellings: '/app/explore/counsellings',
      courses: '/app/explore/courses',
    },
    /** Admins only: what is live (docs/operations.md#what-is-live). */
    admin: {
      dataStatus: '/app/admin/data-status',
    },
  },
} as const;

export const PRODUCT_NAME = 'SeatScope';

/** `/auth`, returning to `redirect` (an /app path) after sign-in. */
export function authPath(redirect?: string) {
  return redirect ? `${paths.auth}?redirect=${encodeURIComponent(redirect)}` : paths.auth;
}

/** Only our own /app pages are valid destinations after sign-in (no open redirects). */
export function safeAppRedirect(value: string | null): string {
  if (value && /^\/app(\/|$|\?)/.test(value) && !value.startsWith('//')) return value;
  return paths.app.root;
}

/** The query parameter that opens the purchase dialog inside the app, choosing a package. */
export const PURCHASE_SEARCH_PARAM = 'purchase';

/**
 * A link that opens the purchase dialog with `packageId` chosen. Signed out, the app's session
 * guard sends the visitor through sign-in and back here.
 */
export function purchasePath(packageId: 'ug' | 'pg'): string {
  return `${paths.app.root}?${PURCHASE_SEARCH_PARAM}=${packageId}`;
}

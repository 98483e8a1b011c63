/** Every route path, defined once (spec §2). Build links from these, never from string literals. */
export const paths = {
  home: '/',
  auth: '/auth',
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
    feeStipendBond: '/app/fee-stipend-bond',
    explore: {
      institutes: '/app/explore/institutes',
      universities: '/app/explore/universities',
      counsellings: '/app/explore/counsellings',
      courses: '/app/explore/courses',
    },
  },
} as const;

export const PRODUCT_NAME = 'SeatScope';

/** Public contact details shown on the site; operators change them here. */
export const site = {
  supportEmail: 'support@seatscope.in',
  prioritySupportEmail: 'priority@seatscope.in',
} as const;

/** An address set at build time, or null when the operator has not set one. */
function configuredEmail(value: unknown): string | null {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? value.trim() : null;
}

/**
 * Public contact details, set by the operator when building (`VITE_SUPPORT_EMAIL`,
 * `VITE_PRIORITY_SUPPORT_EMAIL`; README, Configuration). Unset, the places that would show an
 * address leave it out rather than show a placeholder (docs/product.md#policy-pages).
 */
export const site = {
  supportEmail: configuredEmail(import.meta.env.VITE_SUPPORT_EMAIL),
  prioritySupportEmail: configuredEmail(import.meta.env.VITE_PRIORITY_SUPPORT_EMAIL),
} as const;

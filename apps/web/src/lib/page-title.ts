import { PRODUCT_NAME } from '@/config/paths';

/**
 * A page's document title, "Cutoff Ranks · SeatScope" (docs/product.md#page-titles); the
 * landing page is the product's own name and tagline.
 */
export function pageTitle(name: string | null): string {
  return name ? `${name} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — NEET PG Counseling`;
}

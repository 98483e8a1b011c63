import type { CatalogueEntry, Me } from '@seatscope/shared';
import { formatIstDate } from './ist-date';

/** What a viewer's access is, in words (docs/product.md#your-account). */
export function describeAccess(
  me: Pick<Me, 'entitlement' | 'roles'>,
  catalogue: readonly CatalogueEntry[] | undefined,
): { name: string; includes: string | null; expiry: string | null } {
  const { entitlement } = me;
  const entry = catalogue?.find((candidate) => candidate.id === entitlement.package);
  if (entitlement.demo) {
    return {
      name: 'Demo',
      includes: 'Each data table shows its first 5 rows; the Knowledge Hub is free.',
      expiry: null,
    };
  }
  if (!entitlement.package) {
    return {
      name: me.roles.includes('admin') ? 'Full access (admin)' : 'Full access',
      includes: null,
      expiry: null,
    };
  }
  return {
    name: entry?.name ?? `${entitlement.package.toUpperCase()} package`,
    includes: entry?.includes ?? null,
    expiry: entitlement.expiresAt
      ? `Valid until ${formatIstDate(entitlement.expiresAt)}`
      : 'No expiry',
  };
}

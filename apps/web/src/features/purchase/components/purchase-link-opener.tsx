import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { packageIdSchema, type PackageId } from '@seatscope/shared';
import { PURCHASE_SEARCH_PARAM } from '@/config/paths';
import { useMe } from '@/lib/queries';

/**
 * Opens the dialog for a link like `/app?purchase=ug` (a landing page card, sent through sign-in)
 * once the server says the viewer is in demo, then drops the parameter from the address.
 */
export function PurchaseLinkOpener({
  onOpen,
}: {
  onOpen(options: { packageId?: PackageId }): void;
}) {
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const demo = me.data?.entitlement.demo;
  useEffect(() => {
    if (demo === undefined || !params.has(PURCHASE_SEARCH_PARAM)) return;
    const requested = packageIdSchema.safeParse(params.get(PURCHASE_SEARCH_PARAM));
    if (demo) onOpen(requested.success ? { packageId: requested.data } : {});
    setParams(
      (current) => {
        current.delete(PURCHASE_SEARCH_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [demo, params, setParams, onOpen]);
  return null;
}

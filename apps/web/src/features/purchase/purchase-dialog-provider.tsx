import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import type { PackageId } from '@seatscope/shared';
import { PURCHASE_SEARCH_PARAM } from '@/config/paths';
import { PurchaseLinkOpener } from './components/purchase-link-opener';

// The dialog's code (forms, steps, Razorpay loader) loads the first time it opens.
const PurchaseDialog = lazy(() => import('./components/purchase-dialog'));

interface PurchaseDialogContextValue {
  /** Opens the dialog at its first step; the choice starts at `packageId` or the default. */
  openPurchaseDialog(options?: { packageId?: PackageId }): void;
}

const PurchaseDialogContext = createContext<PurchaseDialogContextValue | null>(null);

interface DialogState {
  open: boolean;
  packageId: PackageId | undefined;
  /** Counts openings: each opening mounts a fresh dialog, so it starts over. */
  opening: number;
}

/**
 * Mounted by the app layer around everything that may open the purchase dialog; also opens it
 * for links built with purchasePath().
 */
export function PurchaseDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState>({
    open: false,
    packageId: undefined,
    opening: 0,
  });
  const openPurchaseDialog = useCallback((options: { packageId?: PackageId } = {}) => {
    setState((previous) => ({
      open: true,
      packageId: options.packageId,
      opening: previous.opening + 1,
    }));
  }, []);
  const onOpenChange = useCallback((open: boolean) => {
    setState((previous) => ({ ...previous, open }));
  }, []);
  const value = useMemo(() => ({ openPurchaseDialog }), [openPurchaseDialog]);
  const [params] = useSearchParams();
  return (
    <PurchaseDialogContext.Provider value={value}>
      {children}
      {params.has(PURCHASE_SEARCH_PARAM) && <PurchaseLinkOpener onOpen={openPurchaseDialog} />}
      {state.opening > 0 && (
        <Suspense fallback={null}>
          <PurchaseDialog
            key={state.opening}
            open={state.open}
            onOpenChange={onOpenChange}
            initialPackageId={state.packageId}
          />
        </Suspense>
      )}
    </PurchaseDialogContext.Provider>
  );
}

/** Opens the purchase dialog from anywhere under PurchaseDialogProvider. */
export function usePurchaseDialog(): PurchaseDialogContextValue {
  const context = useContext(PurchaseDialogContext);
  if (!context) throw new Error('usePurchaseDialog needs a PurchaseDialogProvider above it');
  return context;
}

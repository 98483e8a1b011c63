export { PurchaseButton } from './components/purchase-button';
export {
  PurchaseDialogProvider,
  purchasePath,
  usePurchaseDialog,
} from './purchase-dialog-provider';

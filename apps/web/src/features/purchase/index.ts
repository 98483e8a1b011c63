export { PurchaseButton } from './components/purchase-button';
export { PurchaseDialogProvider, usePurchaseDialog } from './purchase-dialog-provider';

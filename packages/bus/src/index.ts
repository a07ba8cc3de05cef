export {
  dialogOpenRequested,
  dialogCloseRequested,
  dialogOpeningBlockedSet,
  dialogOpened,
  $dialog,
  $dialogOpeningBlocked,
  $isDialogOpen,
  type DialogState,
} from './dialog-model';
export {
  anonymousCustomer,
  customerChanged,
  customerInitialized,
  cartCountChanged,
  routeChanged,
  sessionExpired,
  accountDialogEvent,
  $customer,
  $customerInitializing,
  $cartCount,
  $route,
} from './page-model';
export { busInstanceId } from './instance';

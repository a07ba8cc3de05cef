export {
  dialogOpenRequested,
  dialogCloseRequested,
  dialogOpeningBlockedSet,
  $dialog,
  $dialogOpeningBlocked,
  type DialogState,
} from './dialog-model';
export {
  customerChanged,
  customerInitialized,
  routeChanged,
  sessionExpired,
  accountDialogInteracted,
  $customer,
  $customerInitializing,
  $cartCount,
} from './page-model';
export {
  trackingSwitched,
  dataLayerEntryTracked,
  pushToDataLayerFx,
  $trackingOn,
  type DataLayerEntry,
} from './data-layer';
// Counts the copies of the bus a page evaluated; the shell checks there is exactly one.
import './instance';

// The second phase of the shell's start (see bootstrap): the remotes' runtime, which brings React DOM.
export {
  installParcelErrorHandler,
  isChunkLoadFailure,
  registerReleaseSet,
  reloadPageOnce,
} from '@shop/federation/react';
export { sendHealthReport, startRemoteHealthReporter } from '../features/remote-health';

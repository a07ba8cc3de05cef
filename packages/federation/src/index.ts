export { registerReleaseSet, type RemoteOverrides } from './runtime/release-set';
export { loadParcel, defaultLoadTimeoutMs } from './runtime/load-parcel';
export {
  RemoteError,
  reportRemoteError,
  remoteErrorEvents,
  remoteErrorWindowEvent,
  type RemoteErrorDetail,
  type RemoteErrorKind,
} from './runtime/errors';
export { installParcelErrorHandler } from './runtime/error-handler';
export { whenSlotsSettle, slotsInFlight } from './runtime/slots-settled';
export {
  reloadOnce,
  reloadPageOnce,
  isChunkLoadFailure,
  reloadGuardKey,
  reloadGuardLifetimeMs,
  reloadGuardEvents,
  type ReloadGuardEnvironment,
} from './runtime/reload-guard';

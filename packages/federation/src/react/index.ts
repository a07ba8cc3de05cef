export { RemoteSlot, type RemoteSlotProps } from './remote-slot';
export { createReactParcel, type ReactParcel, type ServerRenderable } from './create-parcel';
export { serverModules, type ServerModules } from './server-modules';
export {
  SlotRenderingContext,
  clientRendering,
  gatheringSlots,
  hydratingSlots,
  serverRenderedSlots,
  setPageSlotRendering,
  slotKey,
  useSlotRendering,
  type SlotRendering,
  type SlotRequest,
} from './slot-rendering';
export { useHydrated } from './use-hydrated';
export {
  PageSearchContext,
  SlotAnswersContext,
  recordingSlotAnswers,
  usePageSearch,
  useSlotAnswers,
  type SlotAnswerSource,
} from './slot-answers';
// The runtime the shell needs besides the parcels' own: in this shared module, so a page loads
// one copy of it, in one chunk.
export { installParcelErrorHandler } from '../runtime/error-handler';
export { isChunkLoadFailure, reloadPageOnce } from '../runtime/reload-guard';
export {
  RemoteError,
  remoteErrorWindowEvent,
  reportRemoteError,
  type RemoteErrorDetail,
} from '../runtime/errors';
export { registerReleaseSet } from '../runtime/release-set';

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
// The runtime guards the parcels use, for the shell too: one copy of each per page, in this shared module.
export { installParcelErrorHandler } from '../runtime/error-handler';
export { isChunkLoadFailure, reloadPageOnce } from '../runtime/reload-guard';
export { remoteErrorWindowEvent, type RemoteErrorDetail } from '../runtime/errors';

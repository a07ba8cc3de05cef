import { createEvent, createStore } from 'effector';

export type FlagsReadiness = 'idle' | 'ready-from-cache' | 'ready' | 'timed-out';

/** Readiness of the flag client and how many updates arrived since it became ready. */
export type FlagsStatus = { readiness: FlagsReadiness; updates: number };

export const flagsReadyFromCache = createEvent();
/** Flag and segment data arrived (the SDK's SDK_READY). */
export const flagsReady = createEvent();
export const flagsTimedOut = createEvent();
export const flagsUpdated = createEvent();
export const flagsReset = createEvent();

export const $flagsStatus = createStore<FlagsStatus>(
  { readiness: 'idle', updates: 0 },
  { name: 'flagsStatus' },
)
  .on(flagsReadyFromCache, (state) =>
    state.readiness === 'ready' ? state : { ...state, readiness: 'ready-from-cache' },
  )
  .on(flagsReady, (state) => ({ ...state, readiness: 'ready' }))
  // A late SDK_READY still moves a timed-out client to ready; cached data is better than a time-out.
  .on(flagsTimedOut, (state) =>
    state.readiness === 'idle' ? { ...state, readiness: 'timed-out' } : state,
  )
  .on(flagsUpdated, (state) => ({ ...state, updates: state.updates + 1 }))
  .reset(flagsReset);

/** True once treatments come from real data (fresh or cached). */
export const $flagsReady = $flagsStatus.map(
  (status) => status.readiness === 'ready' || status.readiness === 'ready-from-cache',
);

export {
  initFlags,
  getFlagsClient,
  getTreatment,
  isFlagOn,
  trackFlagEvent,
  setFlagsConsent,
  setFlagsStory,
  destroyFlags,
  type FlagsClient,
} from './client';
export {
  $flagsStatus,
  $flagsReady,
  flagsReady,
  flagsReadyFromCache,
  flagsTimedOut,
  flagsUpdated,
  flagsReset,
  type FlagsStatus,
  type FlagsReadiness,
} from './model';
export { isCrawler } from './crawler';
export { parseOverrides, overrideParams, standardTreatments, type Overrides } from './overrides';
export { ensureUserKey, readUserKey, userKeyCookie } from './user-key';
export { consentCookie, readConsentCookie, writeConsentCookie } from './consent-cookie';
export { flagsLogEvents } from './log';
export { pushToDataLayer } from './tracker';
export { treatmentRecordKey, type TreatmentRecord } from './treatment-record';
export { defaultReadyTimeoutMs, resolveUrls } from './sdk';
export type {
  ConsentStatus,
  EvaluationSource,
  FlagEvaluation,
  FlagsLogEntry,
  FlagsOptions,
  FlagsUrls,
} from './types';

/** The shopper's consent to analytics, as the consent-management notice reports it. */
export type ConsentStatus = 'GRANTED' | 'DECLINED' | 'UNKNOWN';

/** Where a treatment came from: the SDK, a URL override, or the off fallback (no client, empty key). */
export type EvaluationSource = 'sdk' | 'override' | 'fallback';

/** One evaluation, as the analytics tracker receives it. */
export type FlagEvaluation = { feature: string; treatment: string; source: EvaluationSource };

export type FlagsLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** A log line; `event` is one of the names in `flagsLogEvents`. */
export type FlagsLogEntry = { event: string; level: FlagsLogLevel; message: string } & Record<
  string,
  unknown
>;

export type FlagsUrls = { sdk: string; events: string; auth: string; telemetry: string };

export type FlagsOptions = {
  /** The browser SDK key of the flag service; empty → no client, every flag off. */
  authorizationKey: string;
  /** Flag service URLs; each defaults to `<page origin>/flags/api` (the edge server proxies it). */
  urls?: Partial<FlagsUrls>;
  /** Brand channel plus country, sent as the `channel` attribute. */
  channel: string;
  /** Sent as the `mobileDevice` attribute. */
  mobileDevice: boolean;
  /** Initial consent; UNKNOWN (the default) queues impressions and events without sending them. */
  consent?: ConsentStatus;
  /** How long to wait for flag and segment data before `timed-out` (default 10 000 ms), from the start of the SDK's load. */
  readyTimeoutMs?: number;
  /**
   * When the SDK's code loads: called once with the function that starts it (default: at once).
   * An event to track, or a treatment asked for before then, starts it earlier.
   */
  scheduleSdk?: (load: () => void) => void;
  /** Treatments besides on, off and control that URL overrides may set. */
  allowedOverrideTreatments?: string[];
  /** Receives every evaluation; default pushes to `window.dataLayer`. */
  track?: (evaluation: FlagEvaluation) => void;
  /** Receives every log line; default writes JSON to the console. */
  log?: (entry: FlagsLogEntry) => void;
  /** Defaults to `navigator.userAgent`; crawlers get no client. */
  userAgent?: string;
  /** Log the SDK's debug output too (also turned on by `?ff_debug=1`). */
  debug?: boolean;
  /** SDK polling rates in seconds (tests use 1). */
  scheduler?: {
    featuresRefreshRate?: number;
    segmentsRefreshRate?: number;
    impressionsRefreshRate?: number;
    eventsPushRate?: number;
  };
  /** 'LOCALSTORAGE' (default) caches flags between visits, which allows `ready-from-cache`. */
  storage?: 'LOCALSTORAGE' | 'MEMORY';
  /** Development and tests only: with authorizationKey 'localhost', the SDK serves these treatments. */
  features?: Record<string, string>;
};

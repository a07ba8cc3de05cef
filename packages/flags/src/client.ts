import { applyConsent, isConsentStatus } from './consent';
import { isCrawler } from './crawler';
import { createLogger, flagsLogEvents, type FlagsLogger } from './log';
import { flagsReady, flagsReadyFromCache, flagsReset, flagsTimedOut, flagsUpdated } from './model';
import { loadOverrides, type Overrides } from './overrides';
import { createSdk, type BrowserClient, type BrowserSdk } from './sdk';
import { pushToDataLayer } from './tracker';
import { createTreatmentRecord, type TreatmentRecorder } from './treatment-record';
import type { ConsentStatus, EvaluationSource, FlagEvaluation, FlagsOptions } from './types';
import { ensureUserKey } from './user-key';

/** The page's flag client. `active` is false for crawlers, `?ff_disabled=1`, an empty key or a failed start. */
export type FlagsClient = {
  readonly active: boolean;
  readonly userKey: string | null;
  /** The underlying SDK factory, for the few things this wrapper does not cover; null when inactive. */
  readonly sdk: BrowserSdk | null;
  getTreatment(name: string, attributes?: SplitIO.Attributes): string;
  isOn(name: string, attributes?: SplitIO.Attributes): boolean;
  /** Tracks an event with traffic type `user`; false when it was refused or there is no client. */
  track(eventType: string, value?: number | null, properties?: SplitIO.Properties): boolean;
  setConsent(status: ConsentStatus): boolean;
  setStory(slug: string | null): void;
  destroy(): Promise<void>;
};

const globalSlot = Symbol.for('@shop/flags/client');
type GlobalWithSlot = typeof globalThis & { [globalSlot]?: FlagsClient };

// One client per page: this module is a Module Federation singleton, and the global slot catches a second copy.
let current: FlagsClient | undefined;

const safeStorage = (name: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
};

// Marks let real-user monitoring (and the browser tests) order readiness against the page's own render.
function markReadiness(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(name);
}

/**
 * Starts the page's flag client once: user key cookie, attributes, consent, crawler guard, URL
 * overrides and readiness in `$flagsStatus`. Later calls return the same client.
 */
export function initFlags(options: FlagsOptions): FlagsClient {
  const log = createLogger(options.log);
  const existing = current ?? (globalThis as GlobalWithSlot)[globalSlot];
  if (existing) {
    log(
      flagsLogEvents.alreadyInitialised,
      'warn',
      'Flags are already initialised; the existing client is used',
    );
    return (current = existing);
  }
  const client = createFlagsClient(options, log);
  current = client;
  (globalThis as GlobalWithSlot)[globalSlot] = client;
  return client;
}

function createFlagsClient(options: FlagsOptions, log: FlagsLogger): FlagsClient {
  const track = options.track ?? pushToDataLayer;
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
  const overrides: Overrides = inBrowser
    ? loadOverrides(
        window.location.search,
        options.allowedOverrideTreatments ?? [],
        safeStorage('sessionStorage'),
      )
    : { treatments: {}, disabled: false, debug: false, notes: [] };
  for (const note of overrides.notes) {
    log(
      flagsLogEvents.overrideRejected,
      'warn',
      `Override ${note.feature}=${note.treatment} ${note.outcome === 'control' ? 'is not allowed; using control' : 'is malformed; ignored'}`,
      note,
    );
  }

  let sdk: BrowserSdk | null = null;
  let sdkClient: BrowserClient | null = null;
  let userKey: string | null = null;
  let record: TreatmentRecorder | null = null;

  const userAgent =
    options.userAgent ?? (typeof navigator === 'undefined' ? undefined : navigator.userAgent);
  if (!inBrowser) {
    log(flagsLogEvents.noGlobalClient, 'info', 'No browser: flags stay off');
  } else if (isCrawler(userAgent)) {
    log(flagsLogEvents.crawlerSkipped, 'info', 'Crawler: the flag client is not initialised', {
      userAgent,
    });
  } else if (overrides.disabled) {
    log(flagsLogEvents.disabledByUrl, 'info', 'Flags disabled by ff_disabled=1: every flag is off');
  } else if (!options.authorizationKey) {
    log(
      flagsLogEvents.authorizationKeyEmpty,
      'error',
      'Flag authorization key is empty: every flag is off',
    );
  } else {
    userKey = ensureUserKey(document);
    if (!userKey)
      log(flagsLogEvents.keyEmpty, 'error', 'Flag user key is empty: every flag is off');
    else {
      record = createTreatmentRecord(safeStorage('localStorage'), userKey, log);
      const consent = options.consent ?? 'UNKNOWN';
      try {
        sdk = createSdk(options, {
          userKey,
          origin: window.location.origin,
          consent,
          debug: options.debug || overrides.debug,
          log,
        });
        sdkClient = sdk.client();
        markReadiness('flags-started');
        sdkClient.on(sdkClient.Event.SDK_READY_FROM_CACHE, () => {
          markReadiness('flags-ready-from-cache');
          flagsReadyFromCache();
        });
        sdkClient.on(sdkClient.Event.SDK_READY, () => {
          markReadiness('flags-ready');
          flagsReady();
        });
        sdkClient.on(sdkClient.Event.SDK_READY_TIMED_OUT, () => {
          markReadiness('flags-ready-timed-out');
          log(
            flagsLogEvents.readyTimedOut,
            'warn',
            'Flag data did not arrive in time: treatments are control until it does',
          );
          flagsTimedOut();
        });
        sdkClient.on(sdkClient.Event.SDK_UPDATE, () => flagsUpdated());
      } catch (error) {
        log(
          flagsLogEvents.initialiseFailed,
          'error',
          `Flag client failed to initialise: ${String(error)}`,
        );
        sdk = null;
        sdkClient = null;
      }
    }
  }

  const warnedControl = new Set<string>();
  let warnedEmpty = false;
  const attributes = { channel: options.channel, mobileDevice: options.mobileDevice };

  function report(feature: string, treatment: string, source: EvaluationSource): string {
    record?.remember(feature, treatment);
    const evaluation: FlagEvaluation = { feature, treatment, source };
    try {
      track(evaluation);
    } catch (error) {
      log(flagsLogEvents.trackFailed, 'warn', `Analytics tracker failed: ${String(error)}`, {
        feature,
      });
    }
    return treatment;
  }

  function getTreatment(name: string, extra?: SplitIO.Attributes): string {
    const override = overrides.treatments[name];
    if (override !== undefined) return report(name, override, 'override');
    if (!sdkClient) {
      if (!warnedEmpty) {
        warnedEmpty = true;
        log(flagsLogEvents.clientEmpty, 'info', 'No flag client or SDK: every flag is off', {
          feature: name,
        });
      }
      return report(name, 'off', 'fallback');
    }
    let treatment: string;
    try {
      treatment = sdkClient.getTreatment(name, { ...attributes, ...extra });
    } catch (error) {
      log(flagsLogEvents.noTreatment, 'error', `Evaluating ${name} failed: ${String(error)}`, {
        feature: name,
      });
      treatment = 'control';
    }
    if (treatment === 'control' && !warnedControl.has(name)) {
      warnedControl.add(name);
      log(
        flagsLogEvents.noTreatment,
        'warn',
        `No treatment for ${name} (control): not ready, or the flag does not exist`,
        { feature: name },
      );
    }
    return report(name, treatment, 'sdk');
  }

  return {
    active: sdk !== null,
    userKey,
    sdk,
    getTreatment,
    isOn: (name, extra) => getTreatment(name, extra) === 'on',
    track(eventType, value = null, properties) {
      if (!sdkClient) {
        log(flagsLogEvents.trackFailed, 'info', `Event ${eventType} not tracked: no flag client`, {
          eventType,
        });
        return false;
      }
      const accepted = sdkClient.track('user', eventType, value ?? undefined, properties);
      if (!accepted)
        log(flagsLogEvents.trackFailed, 'warn', `Event ${eventType} was refused by the SDK`, {
          eventType,
        });
      return accepted;
    },
    setConsent(status) {
      if (!isConsentStatus(status)) {
        log(
          flagsLogEvents.consentInvalid,
          'warn',
          `Consent must be GRANTED, DECLINED or UNKNOWN, got ${String(status)}`,
        );
        return false;
      }
      if (!sdk) return false;
      return applyConsent(sdk.UserConsent, status);
    },
    setStory: (slug) => record?.setStory(slug),
    async destroy() {
      if (current?.sdk === sdk) current = undefined;
      if ((globalThis as GlobalWithSlot)[globalSlot]?.sdk === sdk)
        delete (globalThis as GlobalWithSlot)[globalSlot];
      flagsReset();
      await sdkClient?.destroy();
    },
  };
}

/** The page's client; null (and a warning) before `initFlags`. */
export function getFlagsClient(): FlagsClient | null {
  const client = current ?? (globalThis as GlobalWithSlot)[globalSlot];
  if (!client)
    createLogger()(
      flagsLogEvents.noGlobalClient,
      'warn',
      'getFlagsClient() called before initFlags()',
    );
  return client ?? null;
}

/** A flag's treatment for this shopper; `off` before initFlags or without a client. */
export function getTreatment(name: string, attributes?: SplitIO.Attributes): string {
  return getFlagsClient()?.getTreatment(name, attributes) ?? 'off';
}

export const isFlagOn = (name: string, attributes?: SplitIO.Attributes) =>
  getTreatment(name, attributes) === 'on';

export const trackFlagEvent = (
  eventType: string,
  value?: number | null,
  properties?: SplitIO.Properties,
) => getFlagsClient()?.track(eventType, value, properties) ?? false;

export const setFlagsConsent = (status: ConsentStatus) =>
  getFlagsClient()?.setConsent(status) ?? false;

export const setFlagsStory = (slug: string | null) => getFlagsClient()?.setStory(slug);

/** Stops the client and forgets it (tests, hot reload); initFlags may run again afterwards. */
export async function destroyFlags(): Promise<void> {
  const client = current ?? (globalThis as GlobalWithSlot)[globalSlot];
  current = undefined;
  delete (globalThis as GlobalWithSlot)[globalSlot];
  await client?.destroy();
}

import { isConsentStatus } from './consent';
import { isCrawler } from './crawler';
import { startLazySdk, type LazySdk } from './lazy-sdk';
import { createLogger, flagsLogEvents, type FlagsLogger } from './log';
import { flagsReset } from './model';
import { loadOverrides, type Overrides } from './overrides';
import type { BrowserSdk } from './sdk';
import { pushToDataLayer } from './tracker';
import { createTreatmentRecord, type TreatmentRecorder } from './treatment-record';
import type { ConsentStatus, EvaluationSource, FlagEvaluation, FlagsOptions } from './types';
import { ensureUserKey } from './user-key';

/** The page's flag client. `active` is false for crawlers, `?ff_disabled=1`, an empty key or a failed start. */
export type FlagsClient = {
  readonly active: boolean;
  readonly userKey: string | null;
  /**
   * The underlying SDK factory, for the few things this wrapper does not cover; null when inactive
   * and while the SDK's code is still loading.
   */
  readonly sdk: BrowserSdk | null;
  /** The SDK factory once its code has loaded; null when inactive or its start failed. */
  whenSdkLoaded(): Promise<BrowserSdk | null>;
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

  let lazy: LazySdk | null = null;
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
      lazy = startLazySdk(options, {
        userKey,
        origin: window.location.origin,
        debug: options.debug === true || overrides.debug,
        log,
      });
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
    if (!lazy?.usable) {
      if (!warnedEmpty) {
        warnedEmpty = true;
        log(flagsLogEvents.clientEmpty, 'info', 'No flag client or SDK: every flag is off', {
          feature: name,
        });
      }
      return report(name, 'off', 'fallback');
    }
    const sdkClient = lazy.client;
    // A treatment the page has no answer for yet: the SDK that gives one is wanted now.
    if (!sdkClient) lazy.load();
    let treatment: string;
    try {
      // Until the SDK's code is there, a treatment is control: the SDK's own answer before it is ready.
      treatment = sdkClient ? sdkClient.getTreatment(name, { ...attributes, ...extra }) : 'control';
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

  const client: FlagsClient = {
    get active() {
      return lazy?.usable ?? false;
    },
    userKey,
    get sdk() {
      return lazy?.sdk ?? null;
    },
    whenSdkLoaded: () => lazy?.loaded ?? Promise.resolve(null),
    getTreatment,
    isOn: (name, extra) => getTreatment(name, extra) === 'on',
    track(eventType, value = null, properties) {
      if (!lazy?.usable) {
        log(flagsLogEvents.trackFailed, 'info', `Event ${eventType} not tracked: no flag client`, {
          eventType,
        });
        return false;
      }
      const accepted = lazy.track(eventType, value ?? undefined, properties);
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
      return lazy?.setConsent(status) ?? false;
    },
    setStory: (slug) => record?.setStory(slug),
    async destroy() {
      if (current === client) current = undefined;
      if ((globalThis as GlobalWithSlot)[globalSlot] === client)
        delete (globalThis as GlobalWithSlot)[globalSlot];
      flagsReset();
      await lazy?.destroy();
    },
  };
  return client;
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

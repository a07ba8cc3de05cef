import { applyConsent } from './consent';
import { flagsLogEvents, type FlagsLogger } from './log';
import { flagsReady, flagsReadyFromCache, flagsTimedOut, flagsUpdated } from './model';
import { defaultReadyTimeoutMs, loadSdkFactory, type BrowserClient, type BrowserSdk } from './sdk';
import type { ConsentStatus, FlagsOptions } from './types';

/** The Split SDK on its way: empty until its code has loaded, then the factory and its client. */
export type LazySdk = {
  readonly sdk: BrowserSdk | null;
  readonly client: BrowserClient | null;
  /** False once loading or creating the SDK failed. */
  readonly usable: boolean;
  /** The SDK once created; null when its start failed or the client was destroyed first. */
  readonly loaded: Promise<BrowserSdk | null>;
  /** Starts loading the SDK's code now, if the page's schedule has not yet. */
  load(): void;
  setConsent(status: ConsentStatus): boolean;
  track(eventType: string, value?: number, properties?: SplitIO.Properties): boolean;
  destroy(): Promise<void>;
};

// The SDK's own rule for event types; until it is there, the same events are refused.
const eventTypePattern = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/;
// Like the SDK's own events queue, a bounded one: a shopper clicking around before it loads loses the oldest.
const maxQueuedEvents = 500;

// Marks let real-user monitoring (and the browser tests) order readiness against the page's own render.
export function markReadiness(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(name);
}

/**
 * Loads the SDK when `options.scheduleSdk` says (at once by default) and creates it when its code
 * arrives. Until then consent is remembered and events are queued (as the SDK queues them); an
 * event also starts the load. The ready time-out runs from the start of the load, so a slow chunk
 * counts like a slow flag service.
 */
export function startLazySdk(
  options: FlagsOptions,
  context: { userKey: string; origin: string; debug: boolean; log: FlagsLogger },
): LazySdk {
  const { log } = context;
  const readyTimeoutMs = options.readyTimeoutMs ?? defaultReadyTimeoutMs;
  let consent: ConsentStatus = options.consent ?? 'UNKNOWN';
  let queued: Array<[string, number | undefined, SplitIO.Properties | undefined]> = [];
  let sdk: BrowserSdk | null = null;
  let client: BrowserClient | null = null;
  let usable = true;
  let destroyed = false;
  let settled = false;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: (sdk: BrowserSdk | null) => void = () => undefined;
  const loaded = new Promise<BrowserSdk | null>((resolve) => (settle = resolve));

  const timeOut = () => {
    if (timedOut || settled || destroyed) return;
    timedOut = true;
    markReadiness('flags-ready-timed-out');
    log(
      flagsLogEvents.readyTimedOut,
      'warn',
      'Flag data did not arrive in time: treatments are control until it does',
    );
    flagsTimedOut();
  };
  let loading = false;
  const load = (): void => {
    if (loading || destroyed) return;
    loading = true;
    const startedAt = Date.now();
    markReadiness('flags-started');
    if (readyTimeoutMs > 0) timer = setTimeout(timeOut, readyTimeoutMs);
    void loadSdkFactory()
      // The SDK starts in the task after its modules ran: the two together are one long task.
      .then((factory) => new Promise<typeof factory>((resolve) => setTimeout(resolve, 0, factory)))
      .then(({ createSdk }) => {
        clearTimeout(timer);
        if (destroyed) return null;
        markReadiness('flags-sdk-loaded');
        const remaining = readyTimeoutMs - (Date.now() - startedAt);
        if (readyTimeoutMs > 0 && remaining <= 0) timeOut();
        sdk = createSdk(options, {
          ...context,
          consent,
          // Once timed out here, a late SDK_READY still makes the client ready; nothing times out twice.
          readyTimeoutMs: readyTimeoutMs > 0 && !timedOut ? Math.max(1, remaining) : 0,
        });
        client = sdk.client();
        client.on(client.Event.SDK_READY_FROM_CACHE, () => {
          markReadiness('flags-ready-from-cache');
          flagsReadyFromCache();
        });
        client.on(client.Event.SDK_READY, () => {
          settled = true;
          markReadiness('flags-ready');
          flagsReady();
        });
        client.on(client.Event.SDK_READY_TIMED_OUT, timeOut);
        client.on(client.Event.SDK_UPDATE, () => flagsUpdated());
        for (const [eventType, value, properties] of queued)
          client.track('user', eventType, value, properties);
        queued = [];
        return sdk;
      })
      .catch((error: unknown) => {
        clearTimeout(timer);
        log(
          flagsLogEvents.initialiseFailed,
          'error',
          `Flag client failed to initialise: ${String(error)}`,
        );
        usable = false;
        queued = [];
        sdk = null;
        client = null;
        return null;
      })
      .then(settle);
  };
  (options.scheduleSdk ?? ((start) => start()))(load);

  return {
    get sdk() {
      return sdk;
    },
    get client() {
      return client;
    },
    get usable() {
      return usable && !destroyed;
    },
    loaded,
    load,
    setConsent(status) {
      if (sdk) return applyConsent(sdk.UserConsent, status);
      if (!usable) return false;
      // The SDK cannot go back to UNKNOWN, and neither can the consent it will start with.
      if (status === 'UNKNOWN') return consent === 'UNKNOWN';
      consent = status;
      if (status === 'DECLINED') queued = [];
      return true;
    },
    track(eventType, value, properties) {
      if (client) return client.track('user', eventType, value, properties);
      if (!usable || consent === 'DECLINED' || !eventTypePattern.test(eventType)) return false;
      if (value !== undefined && !Number.isFinite(value)) return false;
      queued.push([eventType, value, properties]);
      if (queued.length > maxQueuedEvents) queued.shift();
      // An event is the shopper acting: the SDK that sends it is wanted now.
      load();
      return true;
    },
    async destroy() {
      destroyed = true;
      clearTimeout(timer);
      queued = [];
      if (!loading) settle(null);
      await client?.destroy();
    },
  };
}

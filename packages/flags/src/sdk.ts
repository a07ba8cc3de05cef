import { SplitFactory } from '@splitsoftware/splitio/client';
import { sdkLogger, type FlagsLogger } from './log';
import type { ConsentStatus, FlagsOptions, FlagsUrls } from './types';

export type BrowserSdk = SplitIO.IBrowserSDK;
export type BrowserClient = SplitIO.IBrowserClient;

export const defaultReadyTimeoutMs = 10_000;

/** Every flag service URL defaults to the shop's own origin, where the edge server proxies `/flags/api`. */
export function resolveUrls(urls: Partial<FlagsUrls> | undefined, origin: string): FlagsUrls {
  const base = `${origin}/flags/api`;
  return {
    sdk: urls?.sdk ?? base,
    events: urls?.events ?? base,
    auth: urls?.auth ?? base,
    telemetry: urls?.telemetry ?? base,
  };
}

/** The one place the Split SDK is created: browser build, polling only, our logger, our consent. */
export function createSdk(
  options: FlagsOptions,
  context: {
    userKey: string;
    origin: string;
    consent: ConsentStatus;
    debug: boolean;
    log: FlagsLogger;
  },
): BrowserSdk {
  const settings: SplitIO.IBrowserSettings = {
    core: { authorizationKey: options.authorizationKey, key: context.userKey },
    urls: resolveUrls(options.urls, context.origin),
    // The flag service offers no push channel; the SDK polls (60 s by default).
    streamingEnabled: false,
    startup: {
      readyTimeout: (options.readyTimeoutMs ?? defaultReadyTimeoutMs) / 1000,
      requestTimeoutBeforeReady: 5,
      retriesOnFailureBeforeReady: 1,
    },
    storage: { type: options.storage ?? 'LOCALSTORAGE', prefix: 'shop.flags', expirationDays: 10 },
    userConsent: context.consent,
    debug: context.debug ? 'DEBUG' : 'WARN',
    logger: sdkLogger(context.log),
    ...(options.scheduler ? { scheduler: options.scheduler } : {}),
    ...(options.features ? { features: options.features } : {}),
  };
  return SplitFactory(settings);
}

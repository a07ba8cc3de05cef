import { SplitFactory } from '@splitsoftware/splitio/client';
import { sdkLogger, type FlagsLogger } from './log';
import { resolveUrls, type BrowserSdk } from './sdk';
import type { ConsentStatus, FlagsOptions } from './types';

/**
 * The one place the Split SDK is created: browser build, polling only, our logger, our consent.
 * Its code is loaded on demand (see `loadSdkFactory`), so it never holds up the page's first render.
 */
export function createSdk(
  options: FlagsOptions,
  context: {
    userKey: string;
    origin: string;
    consent: ConsentStatus;
    debug: boolean;
    log: FlagsLogger;
    /** What is left of the ready time-out; 0 leaves timing out to the caller. */
    readyTimeoutMs: number;
  },
): BrowserSdk {
  const settings: SplitIO.IBrowserSettings = {
    core: { authorizationKey: options.authorizationKey, key: context.userKey },
    urls: resolveUrls(options.urls, context.origin),
    // The flag service offers no push channel; the SDK polls (60 s by default).
    streamingEnabled: false,
    startup: {
      readyTimeout: context.readyTimeoutMs / 1000,
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

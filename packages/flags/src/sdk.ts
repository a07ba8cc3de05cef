import type { FlagsUrls } from './types';

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

/** The Split SDK's code as a chunk of its own, fetched while the page renders with control treatments. */
export const loadSdkFactory = () => import('./sdk-factory');

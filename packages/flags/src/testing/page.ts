import { destroyFlags, type FlagsClient } from '../client';
import type { FlagEvaluation, FlagsLogEntry, FlagsOptions } from '../types';

export const browserUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Options for a localhost-mode SDK (no network) that records evaluations and log lines. */
export function testOptions(overrides: Partial<FlagsOptions> = {}) {
  const evaluations: FlagEvaluation[] = [];
  const logs: FlagsLogEntry[] = [];
  const options: FlagsOptions = {
    authorizationKey: 'localhost',
    features: { top_deal_labels: 'on', nudging: 'off', layout: 'v2' },
    channel: 'kartenliebe-de',
    mobileDevice: false,
    userAgent: browserUserAgent,
    storage: 'MEMORY',
    track: (evaluation) => evaluations.push(evaluation),
    log: (entry) => logs.push(entry),
    ...overrides,
  };
  return { options, evaluations, logs, events: () => logs.map((entry) => entry.event) };
}

/** A clean page between tests: no client, no cookies, empty storages, no query string. */
export async function resetPage(search = '') {
  await destroyFlags();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', `/${search}`);
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
}

/** The client's SDK once its code has loaded; fails the test when there is none. */
export async function sdkOf(client: FlagsClient) {
  const sdk = await client.whenSdkLoaded();
  if (!sdk) throw new Error('the flag client has no SDK');
  return sdk;
}

/** Resolves when the client's SDK is ready (rejects when it timed out). */
export const whenReady = async (client: FlagsClient) => (await sdkOf(client)).client().whenReady();

import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createApiClient,
  createDedupeStore,
  setRequestScopeResolver,
  type ApiBaseUrls,
  type ApiClient,
  type DedupeStore,
  type RequestScope,
} from '@shop/api-client';
import type { CountryCode, Locale } from '@shop/catalogue';
import type { StorefrontProps } from '@shop/contracts';

const requests = new AsyncLocalStorage<RequestScope>();
// Remotes' models call without a client of their own; on the edge they find the render's.
setRequestScopeResolver(() => requests.getStore());

/** Runs a page's slot renders with their own client and shared calls. */
export function runInRequestScope<T>(scope: RequestScope, render: () => Promise<T>): Promise<T> {
  return requests.run(scope, render);
}

const clients = new Map<string, ApiClient>();

/**
 * The edge's client for a storefront (one per channel, country and locale, kept): calls end
 * with the slot's budget, so a slow answer never holds a render past it.
 */
export function serverApiClient(
  storefront: StorefrontProps,
  baseUrls: ApiBaseUrls,
  timeoutMs: number,
): ApiClient {
  const key = JSON.stringify([
    storefront.channel,
    storefront.country,
    storefront.locale,
    baseUrls,
    timeoutMs,
  ]);
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({
      channel: storefront.channel,
      country: storefront.country as CountryCode,
      locale: storefront.locale as Locale,
      baseUrls,
      timeoutMs,
      retryDelayMs: 0,
    });
    clients.set(key, client);
  }
  return client;
}

/** How long the edge keeps a catalogue answer (prices, product options) for its next renders. */
const serverAnswersKeptMs = 30_000;

// Keys name the storefront, so one store serves every render; a slow answer that came after its
// render gave up is there for the next one.
const keptAnswers = createDedupeStore({ keepAnswersMs: serverAnswersKeptMs, maxKept: 2000 });

let keptAnswersChange: number | undefined;

/**
 * The calls of the edge's renders: shared while running, each answer kept a while, and none kept
 * from before the catalogue's change number (as the edge last heard it) moved.
 */
export function serverCalls(catalogueChange?: number): DedupeStore {
  if (catalogueChange !== undefined && catalogueChange !== keptAnswersChange) {
    keptAnswers.clear();
    keptAnswersChange = catalogueChange;
  }
  return keptAnswers;
}

import type { ApiClient } from './client';
import type { DedupeStore } from './dedupe';

/** A server render's own client and shared calls, so concurrent renders never use each other's. */
export type RequestScope = { client: ApiClient; calls: DedupeStore };

let currentScope: () => RequestScope | undefined = () => undefined;

/**
 * Where calls find the request they serve outside a page: the edge installs a resolver backed by
 * its async context. In the browser none is set and calls use the page's client and store.
 */
export function setRequestScopeResolver(resolve: () => RequestScope | undefined): void {
  currentScope = resolve;
}

export function requestScope(): RequestScope | undefined {
  return currentScope();
}

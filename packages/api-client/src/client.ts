import type { Method } from 'axios';
import type { ApiBaseUrls, ApiClientConfig } from './config';
import { resolveBaseUrls } from './config';
import type { Transport } from './axios-transport';
import { NetworkError } from './errors';
import { requestScope } from './request-scope';

export { retryStatuses, retriedMethods, maxRetries } from './retry-policy';

export type ApiRequest = {
  method?: Method;
  url: string;
  params?: unknown;
  /** Sent as JSON when it is an object. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** For sign-in style calls whose 401 is an answer, not an expired session. */
  skipUnauthorizedHook?: boolean;
};

export type ApiClient = {
  readonly config: Readonly<ApiClientConfig>;
  readonly baseUrls: Readonly<ApiBaseUrls>;
  /** Response body of a request; throws ApiError, TimeoutError or NetworkError. */
  request<T>(request: ApiRequest): Promise<T>;
  get<T>(url: string, options?: Omit<ApiRequest, 'url' | 'method' | 'body'>): Promise<T>;
  post<T>(
    url: string,
    body?: unknown,
    options?: Omit<ApiRequest, 'url' | 'method' | 'body'>,
  ): Promise<T>;
  put<T>(
    url: string,
    body?: unknown,
    options?: Omit<ApiRequest, 'url' | 'method' | 'body'>,
  ): Promise<T>;
  patch<T>(
    url: string,
    body?: unknown,
    options?: Omit<ApiRequest, 'url' | 'method' | 'body'>,
  ): Promise<T>;
  delete<T>(url: string, options?: Omit<ApiRequest, 'url' | 'method' | 'body'>): Promise<T>;
};

/**
 * A client with its own axios instance (loaded with the first request): X-Channel and X-Locale on every request, `key[sub]` /
 * `key[]` query strings, JSON bodies, credentials, a time-out, one retry of GET and HEAD on
 * 408/409/425/429/5xx gateway statuses, and typed errors. Pages use the shared one
 * (`configureApiClient`); tests and servers create their own.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrls = resolveBaseUrls(config);
  let transport: Promise<Transport> | undefined;
  // axios loads with the first request: no page needs an API answer for its first render.
  const loadTransport = () =>
    (transport ??= import('./axios-transport')
      // Set up in the task after its modules ran: the two together are one long task.
      .then((module) => new Promise<typeof module>((resolve) => setTimeout(resolve, 0, module)))
      .then(({ createAxiosTransport }) => createAxiosTransport(config, baseUrls)));

  async function request<T>(options: ApiRequest): Promise<T> {
    let send: Transport;
    try {
      send = await loadTransport();
    } catch (error) {
      // The client's code did not arrive (offline): the next request tries again.
      transport = undefined;
      throw new NetworkError((options.method ?? 'GET').toUpperCase(), options.url, {
        cause: error,
      });
    }
    return send<T>(options);
  }

  return {
    config,
    baseUrls,
    request,
    get: (url, options) => request({ ...options, url, method: 'GET' }),
    post: (url, body, options) => request({ ...options, url, body, method: 'POST' }),
    put: (url, body, options) => request({ ...options, url, body, method: 'PUT' }),
    patch: (url, body, options) => request({ ...options, url, body, method: 'PATCH' }),
    delete: (url, options) => request({ ...options, url, method: 'DELETE' }),
  };
}

let pageClient: ApiClient | undefined;

/** Sets up the page's one client (again on a locale change). */
export function configureApiClient(config: ApiClientConfig): ApiClient {
  pageClient = createApiClient(config);
  return pageClient;
}

/**
 * The request's client in a server render, else the page's; throws until `configureApiClient`
 * ran, so a missing set-up is loud.
 */
export function getApiClient(): ApiClient {
  const scoped = requestScope()?.client;
  if (scoped) return scoped;
  if (!pageClient)
    throw new Error('API client is not configured: call configureApiClient() at start-up');
  return pageClient;
}

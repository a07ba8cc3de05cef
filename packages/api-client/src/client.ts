import axios from 'axios';
import type { AxiosError, AxiosInstance, AxiosRequestConfig, Method } from 'axios';
import axiosRetry from 'axios-retry';
import { channelHeader } from '@shop/catalogue';
import type { ApiBaseUrls, ApiClientConfig } from './config';
import { defaultRetryDelayMs, defaultTimeoutMs, resolveBaseUrls } from './config';
import { installCsrf } from './csrf';
import { ApiError, NetworkError, TimeoutError } from './errors';
import { serializeQuery } from './query';

/** Statuses worth one more try: time-out, conflict, too early, rate limit, server and gateway errors. */
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504] as const;
/** Only safe methods are retried; see docs/adr/0003-api-client-retries.md. */
export const retriedMethods = ['GET', 'HEAD'] as const;
export const maxRetries = 1;

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

type Marked = AxiosRequestConfig & { skipUnauthorizedHook?: boolean };

function isRetryable(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toUpperCase();
  const status = error.response?.status;
  return (
    (retriedMethods as readonly string[]).includes(method) &&
    status !== undefined &&
    (retryStatuses as readonly number[]).includes(status)
  );
}

function toClientError(error: unknown, config: ApiClientConfig): unknown {
  if (!axios.isAxiosError(error)) return error;
  const request: Marked = error.config ?? {};
  const method = (request.method ?? 'get').toUpperCase();
  const url = axios.getUri(request);
  if (error.response) {
    const apiError = new ApiError({
      status: error.response.status,
      method,
      url,
      body: error.response.data,
    });
    if (apiError.status === 401 && !request.skipUnauthorizedHook) config.onUnauthorized?.(apiError);
    return apiError;
  }
  if (axios.isCancel(error)) return error;
  // clarifyTimeoutError makes time-outs ETIMEDOUT; ECONNABORTED alone is also a browser abort.
  if (
    error.code === 'ETIMEDOUT' ||
    (error.code === 'ECONNABORTED' && /timeout/i.test(error.message))
  ) {
    return new TimeoutError(method, url, request.timeout ?? 0);
  }
  return new NetworkError(method, url, { cause: error });
}

/**
 * A client with its own axios instance: X-Channel and X-Locale on every request, `key[sub]` /
 * `key[]` query strings, JSON bodies, credentials, a time-out, one retry of GET and HEAD on
 * 408/409/425/429/5xx gateway statuses, and typed errors. Pages use the shared one
 * (`configureApiClient`); tests and servers create their own.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrls = resolveBaseUrls(config);
  const instance: AxiosInstance = axios.create({
    baseURL: config.origin,
    timeout: config.timeoutMs ?? defaultTimeoutMs,
    withCredentials: true,
    headers: {
      Accept: 'application/json',
      ...config.headers,
      'X-Channel': channelHeader(config.channel, config.country),
      'X-Locale': config.locale,
    },
    paramsSerializer: { serialize: serializeQuery },
    validateStatus: (status) => status >= 200 && status < 400,
    transitional: { clarifyTimeoutError: true },
  });
  axiosRetry(instance, {
    retries: maxRetries,
    retryCondition: isRetryable,
    retryDelay: () => config.retryDelayMs ?? defaultRetryDelayMs,
    shouldResetTimeout: true,
  });
  installCsrf(instance, baseUrls.webApi);
  // Added after the retry and CSRF interceptors, so it sees only the final outcome.
  instance.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(toClientError(error, config)),
  );

  async function request<T>(options: ApiRequest): Promise<T> {
    const axiosConfig: Marked = {
      method: options.method ?? 'GET',
      url: options.url,
      params: options.params,
      data: options.body,
      headers: options.headers ? { ...options.headers } : undefined,
      signal: options.signal,
      timeout: options.timeoutMs,
      skipUnauthorizedHook: options.skipUnauthorizedHook,
    };
    const response = await instance.request<T>(axiosConfig);
    return response.data;
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

/** The page's client; throws until `configureApiClient` ran, so a missing set-up is loud. */
export function getApiClient(): ApiClient {
  if (!pageClient)
    throw new Error('API client is not configured: call configureApiClient() at start-up');
  return pageClient;
}

import axios from 'axios';
import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { channelHeader } from '@shop/catalogue';
import type { ApiBaseUrls, ApiClientConfig } from './config';
import { defaultRetryDelayMs, defaultTimeoutMs } from './config';
import { installCsrf } from './csrf';
import { ApiError, NetworkError, TimeoutError } from './errors';
import { serializeQuery } from './query';
import type { ApiRequest } from './client';
import { maxRetries, retriedMethods, retryStatuses } from './retry-policy';

type Marked = AxiosRequestConfig & { skipUnauthorizedHook?: boolean };

/** Sends one request and resolves with the response body; rejects with the client's typed errors. */
export type Transport = <T>(request: ApiRequest) => Promise<T>;

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
 * An axios instance with X-Channel and X-Locale on every request, `key[sub]` / `key[]` query
 * strings, JSON bodies, credentials, a time-out, one retry of GET and HEAD on 408/409/425/429/5xx
 * gateway statuses, CSRF tokens and typed errors. Loaded on the first request, so axios stays out
 * of the page's first render.
 */
export function createAxiosTransport(config: ApiClientConfig, baseUrls: ApiBaseUrls): Transport {
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

  return async <T>(options: ApiRequest): Promise<T> => {
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
  };
}

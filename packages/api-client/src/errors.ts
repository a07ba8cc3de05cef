import type { ApiErrorBody as ServiceErrorBody, FieldError } from '@shop/contracts';

export type { FieldError };
/** An error body as it may arrive: the services' shape, any field of it possibly missing. */
export type ApiErrorBody = Partial<ServiceErrorBody>;

/** A response with status 400–599: the status, the server's message, code and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: readonly FieldError[];
  readonly method: string;
  readonly url: string;
  /** The raw response body, for calls whose error body has more than the common fields. */
  readonly body: unknown;

  constructor(init: { status: number; method: string; url: string; body: unknown }) {
    const body = isErrorBody(init.body) ? init.body : {};
    super(
      typeof body.message === 'string' && body.message
        ? body.message
        : `Request failed with status ${init.status}`,
    );
    this.status = init.status;
    this.code = typeof body.code === 'string' ? body.code : undefined;
    this.errors = Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
  }

  /** The message for one form field, if the server rejected it. */
  fieldError(field: string): string | undefined {
    return this.errors.find((error) => error.field === field)?.message;
  }
}

/** The server did not answer within the time-out. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`${method} ${url} timed out after ${timeoutMs} ms`);
  }
}

/** No response at all: offline, DNS, connection refused or reset. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly method: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${url} failed: no response`, options);
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null;
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError;
}

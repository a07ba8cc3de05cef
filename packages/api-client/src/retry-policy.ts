/** Statuses worth one more try: time-out, conflict, too early, rate limit, server and gateway errors. */
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504] as const;
/** Only safe methods are retried; see docs/adr/0003-api-client-retries.md. */
export const retriedMethods = ['GET', 'HEAD'] as const;
export const maxRetries = 1;

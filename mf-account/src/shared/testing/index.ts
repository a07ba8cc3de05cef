import { ApiError } from '@shop/api-client';
import type { AccountStorefront } from '../config/storefront';

/** A storefront as the host passes it in development (German, no third-party ids). */
export const testStorefront: AccountStorefront = {
  channel: 'wallart',
  country: 'de',
  locale: 'de-DE',
  platform: 'web',
  basename: '',
  integrations: { googleClientId: null, recaptchaSiteKey: null },
  environment: 'development',
};

/** An error as the api-client throws it for a shop API answer. */
export function apiError(
  status: number,
  body: { message?: string; code?: string; errors?: { field: string; message: string }[] },
) {
  return new ApiError({ status, method: 'POST', url: '/web-api/test', body });
}

/** Records the log lines written through logFx in a scope. */
export function logRecorder() {
  const lines: { level: string; event: string; [field: string]: unknown }[] = [];
  const handler = (entry: (typeof lines)[number]) => {
    lines.push(entry);
  };
  return { lines, handler, events: () => lines.map((line) => line.event) };
}

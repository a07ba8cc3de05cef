import { createWatch, type Scope, type Unit } from 'effector';
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

/** A logged-in customer as the shop API answers it. */
export const annaBerg = {
  emailHash: 'f1e2d3',
  firstName: 'Anna',
  lastName: 'Berg',
  fullName: 'Anna Berg',
  isLoggedIn: true,
  isWhitelabelCustomer: false,
  number: '100042',
  type: 0,
  order: { isWhitelabelOrder: false, cartArticlesAmount: 0 },
};

/** A promise the test settles when it wants to, for "while the request runs" checks. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Everything a unit carried in a scope, in order. */
export function recordUnit<T>(unit: Unit<T>, scope: Scope): T[] {
  const calls: T[] = [];
  createWatch({ unit, scope, fn: (value) => calls.push(value) });
  return calls;
}

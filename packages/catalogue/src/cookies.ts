import { parse, serialize } from 'cookie';
import type { SerializeOptions } from 'cookie';

export type CookieOptions = Omit<SerializeOptions, 'encode'>;

/** Longest delay setTimeout honours (2^31 − 1 ms); longer ones would fire at once. */
export const maxTimerDelay = 2_147_483_647;

/**
 * A `Set-Cookie` / `document.cookie` string. Name and value must be printable; an invalid maxAge,
 * domain, path, expires, priority or sameSite throws a TypeError such as "option maxAge is invalid".
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return serialize(name, value, options);
}

/** Cookies of a `Cookie` header or `document.cookie`. */
export function parseCookies(
  header: string | null | undefined,
): Record<string, string | undefined> {
  return header ? parse(header) : {};
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parseCookies(header)[name];
}

/** A timer delay capped to what setTimeout can wait (for cookie expiry and refresh timers). */
export function cappedTimerDelay(ms: number): number {
  return Math.max(0, Math.min(ms, maxTimerDelay));
}

/** Cookie the shop keeps the Google Ads click id in. */
export const gclidCookieName = 'gclid';

/**
 * The Google Ads click id from the cookies; a Google `_gcl_aw`-style value `GCL.<time>.<id>`
 * yields its id.
 */
export function readGclid(
  cookieHeader: string | null | undefined,
  name = gclidCookieName,
): string | undefined {
  const value = readCookie(cookieHeader, name)?.trim();
  if (!value) return undefined;
  const google = /^GCL\.\d+\.(.+)$/.exec(value);
  return google ? google[1] : value;
}

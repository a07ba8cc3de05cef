import { stringifySetCookie } from 'cookie';

const oneYearSeconds = 365 * 24 * 60 * 60;

/** A cookie the flag client keeps for a year, for the whole site (SameSite=Lax, Secure on https). */
export function yearLongSiteCookie(name: string, value: string, secure: boolean): string {
  return stringifySetCookie(name, value, {
    maxAge: oneYearSeconds,
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

import { parseCookie } from 'cookie';
import { yearLongSiteCookie } from './site-cookie';

export const userKeyCookie = 'splitIoUserKey';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key in the `splitIoUserKey` cookie, if it holds a UUID. */
export function readUserKey(doc: Pick<Document, 'cookie'> = document): string | undefined {
  const value = parseCookie(doc.cookie)[userKeyCookie];
  return value && uuidPattern.test(value) ? value : undefined;
}

/**
 * The shopper's flag key: the UUID in the `splitIoUserKey` cookie, or a new one written there
 * (SameSite=Lax, one year, whole site). The cookie is renewed on every visit.
 */
export function ensureUserKey(
  doc: Pick<Document, 'cookie'> = document,
  secure = location.protocol === 'https:',
): string {
  const key = readUserKey(doc) ?? randomUuid();
  doc.cookie = yearLongSiteCookie(userKeyCookie, key, secure);
  return key;
}

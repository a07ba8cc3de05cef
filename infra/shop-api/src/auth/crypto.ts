import crypto from 'node:crypto';

/** A URL-safe random token of 256 bits. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Compares two strings without leaking where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function hmacBase64Url(key: string, value: string): string {
  return crypto.createHmac('sha256', key).update(value).digest('base64url');
}

/** The address as stored and hashed: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** emailHash of the customer response: sha256 of the lower-cased address. */
export function emailHash(email: string): string {
  return sha256Hex(normalizeEmail(email));
}

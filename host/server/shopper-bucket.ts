import crypto from 'node:crypto';

/** The flag client's user key cookie; canary buckets follow it so a shopper stays in one bucket. */
export const userKeyCookie = 'splitIoUserKey';

/** A stable bucket 0–99 for a user key. */
export function bucketOf(userKey: string): number {
  return crypto.createHash('sha256').update(userKey).digest().readUInt32BE(0) % 100;
}

export function newUserKey(): string {
  return crypto.randomUUID();
}

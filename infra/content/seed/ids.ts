import crypto from 'node:crypto';

/** A name-based UUID (version 5 layout) so every import of the seed gives the same ids. */
export function stableUuid(name: string): string {
  const hash = crypto.createHash('sha1').update(`shop-content-seed:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Gives every block without `_uid` one derived from the story and its position in the tree. */
export function withUids(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item, index) => withUids(item, `${prefix}.${index}`));
  if (!value || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value))
    result[key] = withUids(child, `${prefix}.${key}`);
  if (typeof result.component === 'string' && !result._uid) result._uid = stableUuid(prefix);
  return result;
}

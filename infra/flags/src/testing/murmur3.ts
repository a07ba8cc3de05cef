/** MurmurHash3 x86 32-bit over the key's UTF-8 bytes; written from the published algorithm for tests. */
export function murmur3(key: string, seed: number): number {
  const data = Buffer.from(key, 'utf8');
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  const mix = (k: number) => Math.imul(rotl(Math.imul(k, c1), 15), c2);
  let h = seed >>> 0;
  const blocks = data.length >> 2;
  for (let i = 0; i < blocks; i++) {
    h ^= mix(data.readUInt32LE(i * 4));
    h = (Math.imul(rotl(h, 13), 5) + 0xe6546b64) | 0;
  }
  let tail = 0;
  const rest = data.length & 3;
  const at = blocks * 4;
  if (rest === 3) tail ^= data[at + 2]! << 16;
  if (rest >= 2) tail ^= data[at + 1]! << 8;
  if (rest >= 1) h ^= mix(tail ^ data[at]!);
  h ^= data.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function rotl(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

/** Split's bucket: 1..100 from the murmur3 hash of the key with the flag's (or allocation's) seed. */
export const bucket = (key: string, seed: number) => (murmur3(key, seed) % 100) + 1;

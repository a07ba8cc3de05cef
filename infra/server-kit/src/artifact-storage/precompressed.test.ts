import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFiles, preferredEncoding } from './precompressed';

describe('precompressed artifact copies', () => {
  it('takes the encoding the client accepts most gladly, brotli on a tie', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('compresses text files of at least 1 KiB, but no source map, small or binary file, nor a name the build uses', async () => {
    const large = Buffer.from('export const x = 1;\n'.repeat(100));
    const copies = await precompressFiles([
      { path: 'main.js', data: large },
      { path: 'main.js.map', data: large },
      { path: 'logo.png', data: large },
      { path: 'tiny.css', data: Buffer.from('a{}') },
      { path: 'own.js', data: large },
      { path: 'own.js.gz', data: zlib.gzipSync(large) },
    ]);
    expect(copies.map((copy) => copy.path).sort()).toEqual([
      'main.js.br',
      'main.js.gz',
      'own.js.br',
    ]);
    const copy = (name: string) => copies.find((file) => file.path === name)!.data;
    expect(zlib.brotliDecompressSync(copy('main.js.br'))).toEqual(large);
    expect(zlib.gunzipSync(copy('main.js.gz'))).toEqual(large);
  });
});

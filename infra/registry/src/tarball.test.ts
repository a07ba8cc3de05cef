import { describe, expect, it } from 'vitest';
import { checkArtifactPath, packArtifact, unpackArtifact } from './tarball';
import { rawTarball } from './testing';

const mb = 1024 * 1024;

describe('checkArtifactPath', () => {
  it('accepts nested relative names and strips a leading ./', () => {
    expect(checkArtifactPath('./static/js/123.js')).toEqual({ path: 'static/js/123.js' });
  });

  it.each([
    '../evil.js',
    'a/../../evil.js',
    '/etc/passwd',
    'C:/x.js',
    'a\\b.js',
    'a//b.js',
    'a/./b.js',
    '',
  ])('refuses %j', (name) => {
    expect(checkArtifactPath(name)).toHaveProperty('refused');
  });
});

describe('packArtifact / unpackArtifact', () => {
  it('round-trips files, including names longer than a ustar header holds', async () => {
    const long = `static/${'chunk-'.repeat(30)}.js`;
    const files = [
      { path: 'mf-manifest.json', data: Buffer.from('{"name":"x"}') },
      { path: long, data: Buffer.alloc(1500, 7) },
    ];
    const unpacked = await unpackArtifact(await packArtifact(files), mb);
    expect(unpacked.map((file) => [file.path, file.data.length])).toEqual([
      ['mf-manifest.json', 12],
      [long, 1500],
    ]);
    expect(unpacked[1]?.data.equals(files[1]!.data)).toBe(true);
  });

  it('refuses a traversal name and a symbolic link, naming the entry', async () => {
    await expect(unpackArtifact(rawTarball('../../evil.js', 'File'), mb)).rejects.toThrow(
      /climbs out/,
    );
    await expect(unpackArtifact(rawTarball('remoteEntry.js', 'SymbolicLink'), mb)).rejects.toThrow(
      /SymbolicLink; only regular files/,
    );
  });

  it('refuses what is not a gzip tarball and what unpacks beyond the limit', async () => {
    await expect(unpackArtifact(Buffer.from('hello'), mb)).rejects.toThrow(/not a gzip tarball/);
    const big = await packArtifact([{ path: 'big.js', data: Buffer.alloc(2 * mb) }]);
    await expect(unpackArtifact(big, mb)).rejects.toMatchObject({ tooLarge: true });
  });
});

import { describe, expect, it } from 'vitest';
import { maxPackFiles, packHref, packableName, parsePackFiles } from './pack-url';

describe('script pack addresses', () => {
  it('name the files in the folder they come from, in their order', () => {
    const href = packHref('/remotes/mf_navigation/1.0.0/', ['remoteEntry.js', '821.c2af52e4.js']);
    expect(href).toBe('/remotes/mf_navigation/1.0.0/pack.js?files=remoteEntry.js,821.c2af52e4.js');
    const files = new URL(href, 'http://shop.test').searchParams.get('files');
    expect(parsePackFiles(files)).toEqual({ files: ['remoteEntry.js', '821.c2af52e4.js'] });
  });

  it('take only a script of the folder itself', () => {
    expect(packableName('/assets/', '/assets/main.1caab3e7.js')).toBe('main.1caab3e7.js');
    expect(packableName('/assets/', '/assets/paint-first/paint-first.5e2b.js')).toBeNull();
    expect(packableName('/assets/', '/assets/bootstrap.1a4d.css')).toBeNull();
    expect(packableName('/assets/', 'https://cdn.test/assets/main.1.js')).toBeNull();
  });

  it.each([
    [undefined, 'Name the files'],
    ['', 'Name the files'],
    ['../registry.sqlite.js', '"../registry.sqlite.js" is not the name'],
    ['server/remote.js', '"server/remote.js" is not the name'],
    ['.hidden.js', '".hidden.js" is not the name'],
    ['main.js.map', '"main.js.map" is not the name'],
    ['a.js,a.js', 'each file once'],
    [Array.from({ length: maxPackFiles + 1 }, (_, i) => `${i}.js`).join(','), 'at most 40 files'],
  ])('refuse %j with a reason', (files, reason) => {
    const parsed = parsePackFiles(files);
    expect('error' in parsed && parsed.error).toContain(reason);
  });
});

import { describe, expect, it } from 'vitest';
import { maxPackFiles, packHref, packableName, parsePackFiles } from './pack-url';

describe('script pack addresses', () => {
  it('name the shell’s files in their order', () => {
    const href = packHref('/assets/', ['shell-libraries.1.js', 'main.2.js']);
    expect(href).toBe('/assets/pack.js?files=shell-libraries.1.js,main.2.js');
    const files = new URL(href, 'http://shop.test').searchParams.get('files');
    expect(parsePackFiles('/assets/', files)).toEqual({
      files: ['shell-libraries.1.js', 'main.2.js'],
    });
  });

  it('name remote files by their version’s folder, a version’s + and all', () => {
    const names = ['mf_navigation/1.0.0/remoteEntry.js', 'mf_cms_page/2.0.0+build.7/page.3.js'];
    const href = packHref('/remotes/', names);
    expect(href).toBe(
      '/remotes/pack.js?files=mf_navigation/1.0.0/remoteEntry.js,mf_cms_page/2.0.0%2Bbuild.7/page.3.js',
    );
    const files = new URL(href, 'http://shop.test').searchParams.get('files');
    expect(parsePackFiles('/remotes/', files)).toEqual({ files: names });
    expect(packableName('/remotes/', '/remotes/mf_navigation/1.0.0/remoteEntry.js')).toBe(
      'mf_navigation/1.0.0/remoteEntry.js',
    );
    expect(packableName('/remotes/', '/remotes/mf_navigation/1.0.0/server/remote.js')).toBeNull();
  });

  it.each([
    ['remoteEntry.js', 'not a script of a published remote version'],
    ['mf_navigation/remoteEntry.js', 'not a script of a published remote version'],
    ['mf_navigation/1.0.0/server/remote.js', 'not a script of a published remote version'],
    ['../mf_navigation/1.0.0/remoteEntry.js', 'not a script of a published remote version'],
    ['mf_navigation/../../x/remoteEntry.js', 'not a script of a published remote version'],
  ])('refuse the remote file %j with a reason', (files, reason) => {
    const parsed = parsePackFiles('/remotes/', files);
    expect('error' in parsed && parsed.error).toContain(reason);
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
    const parsed = parsePackFiles('/assets/', files);
    expect('error' in parsed && parsed.error).toContain(reason);
  });
});

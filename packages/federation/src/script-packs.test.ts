import { describe, expect, it } from 'vitest';
import { filesOfScript, packHref } from './script-packs';

const at = (href: string) => new URL(href, 'https://www.wallart.de');

describe('the files a script ran', () => {
  it('are a pack’s files, each in the pack’s folder', () => {
    const pack = packHref('/remotes/', [
      'mf_navigation/1.0.0/remoteEntry.js',
      'mf_navigation/1.0.0/header.1.js',
    ]);
    expect(filesOfScript(at(pack))).toEqual([
      '/remotes/mf_navigation/1.0.0/remoteEntry.js',
      '/remotes/mf_navigation/1.0.0/header.1.js',
    ]);
  });

  it('are the script itself when it is no pack', () => {
    expect(filesOfScript(at('/assets/main.1caab3e7.js?v=1'))).toEqual(['/assets/main.1caab3e7.js']);
    expect(filesOfScript(at('/assets/pack.js'))).toEqual([]);
  });
});

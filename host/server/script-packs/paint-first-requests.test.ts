import { describe, expect, it } from 'vitest';
import { paintFirstRequests } from './paint-first-requests';

const shell = {
  publicPath: '/assets/',
  chunks: ['libs.1.js', 'boot.2.js'],
  entries: ['main.3.js'],
};
const remoteScripts = [
  { href: '/remotes/mf_navigation/1.0.0/remoteEntry.js', as: 'script' as const },
  { href: '/remotes/mf_navigation/1.0.0/header.4.js', as: 'script' as const },
  { href: '/remotes/mf_cms_page/2.0.0/remoteEntry.js', as: 'script' as const },
  { href: '/remotes/mf_navigation/1.0.0/footer.5.js', as: 'script' as const },
  { href: '/remotes/mf_esm/1.0.0/remoteEntry.mjs', as: 'modulepreload' as const },
  { href: 'https://cdn.test/mf_calculator/1.0.0/remoteEntry.js', as: 'script' as const },
];

describe('what the paint-first script asks for', () => {
  it('is the shell in one pack with its entry last, then the remotes in one, each version’s files together', () => {
    const { packs, files, entries } = paintFirstRequests(shell, remoteScripts, { packs: true });
    expect(packs.map((pack) => pack.href)).toEqual([
      '/assets/pack.js?files=libs.1.js,boot.2.js,main.3.js',
      '/remotes/pack.js?files=mf_navigation/1.0.0/remoteEntry.js,mf_navigation/1.0.0/header.4.js,mf_navigation/1.0.0/footer.5.js,mf_cms_page/2.0.0/remoteEntry.js',
    ]);
    // Should a pack fail, its files are asked for as they would be without it.
    expect(packs[0]!.files).toEqual([
      { href: '/assets/libs.1.js', as: 'chunk' },
      { href: '/assets/boot.2.js', as: 'chunk' },
      { href: '/assets/main.3.js', as: 'entry' },
    ]);
    expect(packs[1]!.files.map((file) => file.href)).toEqual([
      '/remotes/mf_navigation/1.0.0/remoteEntry.js',
      '/remotes/mf_navigation/1.0.0/header.4.js',
      '/remotes/mf_navigation/1.0.0/footer.5.js',
      '/remotes/mf_cms_page/2.0.0/remoteEntry.js',
    ]);
    // A module-type remote and another origin's files are not packed.
    expect(files.map((file) => file.href)).toEqual([
      '/remotes/mf_esm/1.0.0/remoteEntry.mjs',
      'https://cdn.test/mf_calculator/1.0.0/remoteEntry.js',
    ]);
    expect(entries).toEqual([]);
  });

  it('is every file on its own when packs are off', () => {
    const { packs, files, entries } = paintFirstRequests(shell, remoteScripts, { packs: false });
    expect(packs).toEqual([]);
    expect(files.slice(0, 3)).toEqual([
      { href: '/assets/main.3.js', as: 'script' },
      { href: '/assets/libs.1.js', as: 'chunk' },
      { href: '/assets/boot.2.js', as: 'chunk' },
    ]);
    expect(files).toHaveLength(3 + remoteScripts.length);
    expect(entries).toEqual(['/assets/main.3.js']);
  });

  it('packs no remote when the shell cannot be packed: a remote’s entry needs the shell’s runtime first', () => {
    const elsewhere = { ...shell, publicPath: 'https://cdn.test/assets/' };
    const { packs, entries } = paintFirstRequests(elsewhere, remoteScripts, { packs: true });
    expect(packs).toEqual([]);
    expect(entries).toEqual(['https://cdn.test/assets/main.3.js']);
  });
});

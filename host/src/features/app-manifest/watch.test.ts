import { describe, expect, it, vi } from 'vitest';
import { filesOfScript } from '@shop/federation/script-packs';
import { compareAppManifest, createManifestCheck, type ManifestWatchEnvironment } from './watch';

const manifest = (main: string) => ({
  publicPath: '/assets/',
  entries: { main: { js: [main], css: [] } },
});
const loaded = ['/assets/main.aaa.js', ''];

describe('app manifest', () => {
  it('is the same while the page runs the start scripts it names, and changed otherwise', () => {
    expect(compareAppManifest(manifest('main.aaa.js'), loaded)).toBe('same');
    expect(compareAppManifest(manifest('main.bbb.js'), loaded)).toBe('changed');
  });

  it('is the same while the page runs them from the shell’s script pack', () => {
    const pack = new URL('https://shop.test/assets/pack.js?files=shell-libraries.1.js,main.aaa.js');
    expect(compareAppManifest(manifest('main.aaa.js'), filesOfScript(pack))).toBe('same');
    expect(compareAppManifest(manifest('main.bbb.js'), filesOfScript(pack))).toBe('changed');
  });

  it('is unknown when the answer is not a manifest', () => {
    expect(compareAppManifest(null, loaded)).toBe('unknown');
    expect(compareAppManifest({ publicPath: '/assets/', entries: {} }, loaded)).toBe('unknown');
    expect(compareAppManifest('<html>', loaded)).toBe('unknown');
  });
});

function environment(answer: unknown, overrides: Partial<ManifestWatchEnvironment> = {}) {
  let now = 1_000_000;
  const reload = vi.fn(() => true);
  const fetchManifest = vi.fn(async () => answer);
  const env: ManifestWatchEnvironment = {
    fetchManifest,
    loadedScripts: () => loaded,
    dialogOpen: () => false,
    reload,
    now: () => now,
    ...overrides,
  };
  return { env, reload, fetchManifest, advance: (ms: number) => (now += ms) };
}

describe('manifest check on return to the tab', () => {
  it('reloads the page through the guard when the shell was deployed anew', async () => {
    const { env, reload } = environment(manifest('main.bbb.js'));
    expect(await createManifestCheck(env)()).toBe('changed');
    expect(reload).toHaveBeenCalledWith('app manifest changed');
  });

  it('leaves the page alone when nothing changed, the manifest cannot be read, or a dialog is open', async () => {
    const same = environment(manifest('main.aaa.js'));
    expect(await createManifestCheck(same.env)()).toBe('same');
    const failing = environment(null, {
      fetchManifest: async () => {
        throw new Error('offline');
      },
    });
    expect(await createManifestCheck(failing.env)()).toBe('unknown');
    const dialog = environment(manifest('main.bbb.js'), { dialogOpen: () => true });
    expect(await createManifestCheck(dialog.env)()).toBe('unknown');
    for (const { reload } of [same, failing, dialog]) expect(reload).not.toHaveBeenCalled();
  });

  it('asks at most once a minute', async () => {
    const { env, fetchManifest, advance } = environment(manifest('main.aaa.js'));
    const check = createManifestCheck(env);
    await check();
    advance(59_000);
    await check();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    advance(1_000);
    await check();
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadFailure,
  reloadGuardKey,
  reloadOnce,
  type ReloadGuardEnvironment,
} from './reload-guard';

function environment(now: number, storage = new Map<string, string>(), path = '/wandbilder') {
  const env: ReloadGuardEnvironment = {
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    path,
    now,
    reload: vi.fn(),
    log: vi.fn(),
  };
  return { env, storage };
}

describe('reload guard', () => {
  it('reloads once, then not again on the same path within ten seconds', () => {
    const first = environment(1_000);
    expect(reloadOnce('chunk', first.env)).toBe(true);
    expect(first.env.reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first.storage.get(reloadGuardKey)!)).toEqual({
      path: '/wandbilder',
      at: 1_000,
    });

    const again = environment(9_000, first.storage);
    expect(reloadOnce('chunk', again.env)).toBe(false);
    expect(again.env.reload).not.toHaveBeenCalled();
    expect(again.env.log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'reload-guard-suppressed' }),
    );
  });

  it('reloads again after ten seconds, or on another path', () => {
    const { storage } = environment(0);
    storage.set(reloadGuardKey, JSON.stringify({ path: '/wandbilder', at: 0 }));
    expect(reloadOnce('chunk', environment(10_000, storage).env)).toBe(true);
    storage.set(reloadGuardKey, JSON.stringify({ path: '/wandbilder', at: 20_000 }));
    expect(reloadOnce('chunk', environment(21_000, storage, '/leinwand').env)).toBe(true);
  });

  it('never reloads without storage to remember it in', () => {
    const env: ReloadGuardEnvironment = {
      ...environment(0).env,
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('blocked');
        },
      },
    };
    expect(reloadOnce('chunk', env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('recognises a chunk or script that could not be fetched, also as a cause', () => {
    expect(
      isChunkLoadFailure(new Error('Loading chunk 123 failed.\n(error: /remotes/x/1.js)')),
    ).toBe(true);
    expect(isChunkLoadFailure(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(
      isChunkLoadFailure(
        new Error('load failed', { cause: new Error('[ Federation Runtime ]: RUNTIME-008') }),
      ),
    ).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure(new Error('manifest answered 500'))).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { SwrCache } from './swr-cache';

function setup(overrides: Partial<ConstructorParameters<typeof SwrCache>[0]> = {}) {
  let time = 0;
  const stale = vi.fn();
  const cache = new SwrCache<string>({
    freshMs: 1000,
    staleWhileRevalidateMs: 5000,
    revalidateWaitMs: 50,
    staleIfErrorMs: 86_400_000,
    maxEntries: 3,
    now: () => time,
    onStaleServed: stale,
    ...overrides,
  });
  return { cache, stale, advance: (ms: number) => (time += ms) };
}

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('SwrCache', () => {
  it('serves fresh entries without loading, and refreshes once they are old', async () => {
    const { cache, advance } = setup();
    const load = vi.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    expect(await cache.get('k', load)).toEqual({ value: 'v1', state: 'miss' });
    advance(999);
    expect(await cache.get('k', load)).toEqual({ value: 'v1', state: 'hit' });
    advance(1);
    expect(await cache.get('k', load)).toEqual({ value: 'v2', state: 'revalidated' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('coalesces concurrent loads of one key into one call', async () => {
    const { cache } = setup();
    const gate = deferred();
    const load = vi.fn(() => gate.promise);
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    gate.resolve('v');
    expect((await all).map((result) => result.value)).toEqual(Array(20).fill('v'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the stale value while a slow refresh runs, then the new one', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => 'old');
    advance(2000);
    const gate = deferred();
    expect(await cache.get('k', () => gate.promise)).toEqual({ value: 'old', state: 'stale' });
    gate.resolve('new');
    await gate.promise;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', async () => 'unused')).toEqual({ value: 'new', state: 'hit' });
  });

  it('serves the last good value when refreshing fails, up to the stale-if-error age', async () => {
    const { cache, advance, stale } = setup({ staleIfErrorMs: 10_000 });
    await cache.get('k', async () => 'good');
    advance(9000);
    const failing = () => Promise.reject(new Error('down'));
    expect(await cache.get('k', failing)).toEqual({ value: 'good', state: 'stale-if-error' });
    expect(stale).toHaveBeenCalledWith('k', 9000, expect.any(Error));
    advance(2000);
    await expect(cache.get('k', failing)).rejects.toThrow('down');
  });

  it('does not store bypassed loads, and drops the least recently used entry', async () => {
    const { cache } = setup();
    await cache.get('draft', async () => 'd', { store: false });
    expect(cache.size).toBe(0);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    await cache.get('a', async () => 'unused');
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(3);
    expect((await cache.get('b', async () => 'reloaded')).state).toBe('miss');
  });
});

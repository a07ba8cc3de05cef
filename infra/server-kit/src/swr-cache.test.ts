import { describe, expect, it, vi } from 'vitest';
import { SwrCache, type CacheEntry, type SwrOptions } from './swr-cache';

function setup(overrides: Partial<SwrOptions<string>> = {}) {
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

  it('after expire, loads the change at once and keeps the old value only for stale-if-error', async () => {
    const { cache, advance } = setup();
    await cache.get('story:wallart:a', async () => 'old');
    await cache.get('story:kartenliebe:a', async () => 'other');
    cache.expire((key) => key.startsWith('story:wallart:'));
    advance(10);
    const gate = deferred();
    const loading = cache.get('story:wallart:a', () => gate.promise);
    gate.resolve('new');
    expect(await loading).toEqual({ value: 'new', state: 'revalidated' });
    expect(await cache.get('story:kartenliebe:a', async () => 'unused')).toEqual({
      value: 'other',
      state: 'hit',
    });
    cache.expire(() => true);
    const failing = () => Promise.reject(new Error('down'));
    expect(await cache.get('story:wallart:a', failing)).toEqual({
      value: 'new',
      state: 'stale-if-error',
    });
  });

  it('does not hand a load that started before a change to requests after it', async () => {
    const { cache } = setup();
    await cache.get('k', async () => 'v1');
    cache.expire(() => true);
    const before = deferred();
    const first = cache.get('k', () => before.promise);
    cache.expire(() => true);
    const after = cache.get('k', async () => 'v3');
    expect(await after).toEqual({ value: 'v3', state: 'revalidated' });
    before.resolve('v2');
    expect((await first).value).toBe('v2');
    expect(await cache.get('k', async () => 'unused')).toEqual({ value: 'v3', state: 'hit' });
  });

  it('stores a load that overlapped a change as expired, so the next request loads again', async () => {
    const { cache } = setup();
    const gate = deferred();
    const loading = cache.get('k', () => gate.promise);
    cache.expire(() => true);
    gate.resolve('from before the change');
    await loading;
    expect(await cache.get('k', async () => 'after')).toEqual({
      value: 'after',
      state: 'revalidated',
    });
  });

  it('serves what another instance stored in the shared level, and stores its own loads there', async () => {
    const stored = new Map<string, CacheEntry<string>>();
    const shared = {
      read: async (key: string) => stored.get(key),
      loading: (key: string) => (entry: CacheEntry<string>) => void stored.set(key, entry),
    };
    const first = setup({ shared });
    await first.cache.get('k', async () => 'loaded once');
    expect(stored.get('k')?.value).toBe('loaded once');

    const second = setup({ shared });
    const load = vi.fn(async () => 'loaded twice');
    expect(await second.cache.get('k', load)).toEqual({ value: 'loaded once', state: 'hit' });
    stored.set('k', { ...stored.get('k')!, expired: true });
    second.cache.clear();
    const failing = () => Promise.reject(new Error('down'));
    expect(await second.cache.get('k', failing)).toEqual({
      value: 'loaded once',
      state: 'stale-if-error',
    });
    expect(await second.cache.get('k', load)).toEqual({
      value: 'loaded twice',
      state: 'revalidated',
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

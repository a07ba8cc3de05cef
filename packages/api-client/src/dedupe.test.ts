import { describe, expect, it, vi } from 'vitest';
import { createDedupeStore } from './dedupe';

describe('dedupe', () => {
  it('shares one running call per key and runs again afterwards', async () => {
    const { dedupe } = createDedupeStore();
    const load = vi.fn(async () => Math.random());
    const [a, b] = await Promise.all([dedupe('k', load), dedupe('k', load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await dedupe('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a cached value but never a failure', async () => {
    const { dedupe, clear } = createDedupeStore();
    const load = vi.fn(async () => 'value');
    await dedupe('k', load, { cache: true });
    await dedupe('k', load, { cache: true });
    expect(load).toHaveBeenCalledTimes(1);
    clear('k');
    await dedupe('k', load, { cache: true });
    expect(load).toHaveBeenCalledTimes(2);

    const failing = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(dedupe('f', failing, { cache: true })).rejects.toThrow('down');
    await expect(dedupe('f', failing, { cache: true })).resolves.toBe('up');
  });

  it('keeps keys apart', async () => {
    const { dedupe } = createDedupeStore();
    await expect(
      Promise.all([dedupe('a', async () => 1), dedupe('b', async () => 2)]),
    ).resolves.toEqual([1, 2]);
  });

  it('keeps every answer a while when asked to (the edge), then asks again', async () => {
    vi.useFakeTimers();
    try {
      const { dedupe } = createDedupeStore({ keepAnswersMs: 30_000 });
      const load = vi.fn(async () => 'prices');
      await dedupe('k', load);
      vi.advanceTimersByTime(29_000);
      await dedupe('k', load);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2_000);
      await dedupe('k', load);
      expect(load).toHaveBeenCalledTimes(2);

      const failing = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
      await expect(dedupe('f', failing)).rejects.toThrow('down');
      await expect(dedupe('f', failing)).resolves.toBe('up');
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the oldest kept answer beyond its limit', async () => {
    const { dedupe } = createDedupeStore({ keepAnswersMs: 30_000, maxKept: 2 });
    const load = vi.fn(async () => 'answer');
    for (const key of ['a', 'b', 'c']) await dedupe(key, load);
    await dedupe('c', load);
    await dedupe('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await dedupe('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

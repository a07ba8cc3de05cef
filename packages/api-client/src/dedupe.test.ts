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
});

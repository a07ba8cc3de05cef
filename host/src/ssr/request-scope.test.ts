import { describe, expect, it, vi } from 'vitest';
import { serverCalls } from './request-scope';

describe("the edge's kept answers", () => {
  it('serves an answer again to later renders until the catalogue changes', async () => {
    const load = vi.fn(async () => ({
      priceCurrent: load.mock.calls.length === 1 ? 27.95 : 26.95,
    }));
    const price = (change?: number) => serverCalls(change).dedupe('calculator-reference:de', load);
    expect(await price(1)).toEqual({ priceCurrent: 27.95 });
    expect(await price(1)).toEqual({ priceCurrent: 27.95 });
    // The feed cut off: what was kept is still used, for as long as it is kept.
    expect(await price(undefined)).toEqual({ priceCurrent: 27.95 });
    expect(await price(2)).toEqual({ priceCurrent: 26.95 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

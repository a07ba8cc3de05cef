import { describe, expect, it } from 'vitest';
import { answeredRenderFreshMs, catalogueFreshness } from './catalogue-freshness';

describe('the freshness of a page with catalogue answers', () => {
  it('lasts until the change number moves, and at most a minute', () => {
    let clock = 1000;
    let changeNumber: number | undefined = 7;
    const freshness = catalogueFreshness({ current: () => changeNumber }, () => clock);
    const stamp = freshness.stamp();
    expect(stamp).toEqual({ changeNumber: 7, staleAt: 1000 + answeredRenderFreshMs });
    clock += answeredRenderFreshMs - 1;
    expect(freshness.fresh(stamp)).toBe(true);
    changeNumber = 8;
    expect(freshness.fresh(stamp)).toBe(false);
    expect(freshness.fresh(freshness.stamp())).toBe(true);
    clock += 1;
    expect(freshness.fresh({ changeNumber: 8, staleAt: clock })).toBe(false);
  });

  it('goes by age alone while the feed is cut off, and renders again once it is back', () => {
    let changeNumber: number | undefined = undefined;
    const freshness = catalogueFreshness({ current: () => changeNumber }, () => 0);
    const unheard = freshness.stamp();
    expect(freshness.fresh(unheard)).toBe(true);
    changeNumber = 3;
    // Rendered while nothing was heard: the catalogue may have changed since.
    expect(freshness.fresh(unheard)).toBe(false);
    const heard = freshness.stamp();
    changeNumber = undefined;
    expect(freshness.fresh(heard)).toBe(true);
  });
});

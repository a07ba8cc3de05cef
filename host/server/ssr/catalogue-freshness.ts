/**
 * How long a page with catalogue answers (prices, product options, delivery dates) is kept at
 * most: answers can also change with the clock (a campaign starting, the next shipping day).
 */
export const answeredRenderFreshMs = 60_000;

/** What a kept page with catalogue answers was rendered from: the change number, and when it ages out. */
export type CatalogueStamp = { changeNumber: number | undefined; staleAt: number };

export type CatalogueFreshness = {
  /** Taken when a render starts, before any of its answers is asked for. */
  stamp(): CatalogueStamp;
  /** Whether a page with this stamp still shows the catalogue as it is. */
  fresh(stamp: CatalogueStamp): boolean;
};

/**
 * A page with catalogue answers is fresh until an import moves the change number past the one it
 * was rendered from, and at most `answeredRenderFreshMs`. While the change feed is not working
 * (`current()` undefined) age alone decides.
 */
export function catalogueFreshness(
  changes: { current(): number | undefined } | null,
  now: () => number = Date.now,
): CatalogueFreshness {
  return {
    stamp: () => ({ changeNumber: changes?.current(), staleAt: now() + answeredRenderFreshMs }),
    fresh(stamp) {
      if (stamp.staleAt <= now()) return false;
      const current = changes?.current();
      return current === undefined || stamp.changeNumber === current;
    },
  };
}

/**
 * A slot's state, on its element as `data-remote-state`. `waiting`: the server's HTML, its code
 * not asked for until the shopper comes near; `server`: the server's HTML, its parcel on its way.
 */
export type SlotState = 'waiting' | 'server' | 'loading' | 'mounted' | 'failed';

const inFlight: readonly SlotState[] = ['server', 'loading'];

/** Slots whose parcel is loading or about to hydrate; a slot that waits for the shopper is not. */
const slotsInFlightSelector = inFlight.map((state) => `[data-remote-state="${state}"]`).join(',');

/** Whether a slot of the document is loading its parcel or about to hydrate. */
export function slotsInFlight(doc: Pick<Document, 'querySelector'>): boolean {
  return doc.querySelector(slotsInFlightSelector) !== null;
}

/**
 * Calls `done` once no slot of the document is in flight, nested slots included: a block's slot
 * inside a page parcel holds the server's HTML until its own parcel mounts. Returns a cancel.
 */
export function whenSlotsSettle(doc: Document, done: () => void): () => void {
  const settled = () => !slotsInFlight(doc);
  if (settled()) {
    done();
    return () => undefined;
  }
  const view = doc.defaultView;
  if (!view?.MutationObserver) {
    done();
    return () => undefined;
  }
  const observer = new view.MutationObserver(() => {
    if (!settled()) return;
    observer.disconnect();
    done();
  });
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-remote-state'],
  });
  return () => observer.disconnect();
}

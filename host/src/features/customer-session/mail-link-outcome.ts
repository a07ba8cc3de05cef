import { createEffect, createEvent, sample } from 'effector';
import { dialogOpenRequested } from '@shop/bus';
import { linkStatusParams, type DialogType, type LinkStatus } from '@shop/contracts';

export type LinkOutcome = { dialogType: DialogType; linkStatus: LinkStatus; param: string };

/** The first outcome in the page's query, if any. */
export function readLinkOutcome(search: string): LinkOutcome | null {
  const query = new URLSearchParams(search);
  for (const [param, dialogType] of Object.entries(linkStatusParams)) {
    const value = query.get(param);
    if (value === 'confirmed' || value === 'invalid-link')
      return { dialogType, linkStatus: value, param };
  }
  return null;
}

/** The page started with this query. */
export const pageQueryRead = createEvent<string>();

/** Removes the outcome from the address, so a reload or a shared link does not show it again. */
export const forgetLinkOutcomeFx = createEffect((param: string) => {
  const url = new URL(window.location.href);
  url.searchParams.delete(param);
  // Keeps the router's history state; only the address bar changes.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
});

const outcome = pageQueryRead.filterMap((search) => readLinkOutcome(search) ?? undefined);
sample({
  clock: outcome,
  fn: ({ dialogType, linkStatus }) => ({ dialogType, dialogPayload: { linkStatus } }),
  target: dialogOpenRequested,
});
sample({ clock: outcome, fn: ({ param }) => param, target: forgetLinkOutcomeFx });

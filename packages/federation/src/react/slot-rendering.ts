import { createContext, useContext } from 'react';
import type { SlotAnswers } from '@shop/contracts';

/** One remote slot the page shows, as the server gathers them before rendering their HTML. */
export type SlotRequest = { key: string; remote: string; module: string; props: object };

/**
 * How remote slots render. In the browser a slot claims its server HTML once (hydration) and
 * renders on the client after that; on the server the shell is rendered twice, first gathering
 * the slots, then with each slot's server HTML (or its client-rendered form when it has none).
 */
export type SlotRendering =
  | {
      mode: 'browser';
      /**
       * Whether the slot hydrates the server's HTML of `key`: true for its first claimant, also
       * when that one claims again (React may render a component more than once before it
       * commits), false for any other.
       */
      claim(key: string, claimant: string): boolean;
      answers?(key: string): SlotAnswers | undefined;
    }
  | { mode: 'gather'; request(slot: SlotRequest): void }
  | { mode: 'server'; html(key: string): string | undefined; request?(slot: SlotRequest): void };

/** A slot's identity on a page: a module is mounted once per page by the shell. */
export const slotKey = (remote: string, module: string) => `${remote}:${module}`;

export const clientRendering: SlotRendering = { mode: 'browser', claim: () => false };

/** How the slots inside this React tree render; absent in a parcel's own root, which follows the page. */
export const SlotRenderingContext = createContext<SlotRendering | null>(null);

let pageRendering: SlotRendering = clientRendering;

/**
 * The page's slot rendering, for the slots inside remotes' parcels: each parcel has a React root of
 * its own, which the shell's context does not reach, so a block a remote nests (the calculator in
 * a content page) claims its server HTML through this.
 */
export function setPageSlotRendering(rendering: SlotRendering): void {
  pageRendering = rendering;
}

/** The slot rendering this component sees: its tree's, else the page's. */
export function useSlotRendering(): SlotRendering {
  return useContext(SlotRenderingContext) ?? pageRendering;
}

/** The browser's slots for a server-rendered document: each listed slot hydrates once, from the answers its server render loaded. */
export function hydratingSlots(
  keys: Iterable<string>,
  answers: Readonly<Record<string, SlotAnswers>> = {},
): SlotRendering {
  const pending = new Set(keys);
  const claimants = new Map<string, string>();
  return {
    mode: 'browser',
    claim(key, claimant) {
      if (!pending.has(key)) return false;
      const first = claimants.get(key) ?? claimant;
      claimants.set(key, first);
      return first === claimant;
    },
    answers: (key) => (Object.hasOwn(answers, key) ? answers[key] : undefined),
  };
}

/** Gathers the slots one render of the shell asks for; a module asked for twice renders on the client. */
export function gatheringSlots(): {
  rendering: SlotRendering;
  request(slot: SlotRequest): void;
  slots(): SlotRequest[];
} {
  const requests = new Map<string, SlotRequest | null>();
  const request = (slot: SlotRequest) =>
    void requests.set(slot.key, requests.has(slot.key) ? null : slot);
  return {
    rendering: { mode: 'gather', request },
    request,
    slots: () => [...requests.values()].filter((slot): slot is SlotRequest => slot !== null),
  };
}

/**
 * The shell's final server render: slots with server HTML show it, the others render as in the
 * browser. `request` hears of every slot rendered, to find the ones a remote's slot nests.
 */
export function serverRenderedSlots(
  html: ReadonlyMap<string, string>,
  request?: (slot: SlotRequest) => void,
): SlotRendering {
  return { mode: 'server', html: (key) => html.get(key), request };
}

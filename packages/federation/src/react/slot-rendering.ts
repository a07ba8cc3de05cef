import { createContext } from 'react';

/** One remote slot the page shows, as the server gathers them before rendering their HTML. */
export type SlotRequest = { key: string; remote: string; module: string; props: object };

/**
 * How remote slots render. In the browser a slot claims its server HTML once (hydration) and
 * renders on the client after that; on the server the shell is rendered twice, first gathering
 * the slots, then with each slot's server HTML (or its client-rendered form when it has none).
 */
export type SlotRendering =
  | { mode: 'browser'; claim(key: string): boolean }
  | { mode: 'gather'; request(slot: SlotRequest): void }
  | { mode: 'server'; html(key: string): string | undefined };

/** A slot's identity on a page: a module is mounted once per page by the shell. */
export const slotKey = (remote: string, module: string) => `${remote}:${module}`;

export const clientRendering: SlotRendering = { mode: 'browser', claim: () => false };

export const SlotRenderingContext = createContext<SlotRendering>(clientRendering);

/** The browser's slots for a server-rendered document: each listed slot hydrates once. */
export function hydratingSlots(keys: Iterable<string>): SlotRendering {
  const pending = new Set(keys);
  return { mode: 'browser', claim: (key) => pending.delete(key) };
}

/** Gathers the slots one render of the shell asks for; a module asked for twice renders on the client. */
export function gatheringSlots(): { rendering: SlotRendering; slots(): SlotRequest[] } {
  const requests = new Map<string, SlotRequest | null>();
  return {
    rendering: {
      mode: 'gather',
      request: (slot) => requests.set(slot.key, requests.has(slot.key) ? null : slot),
    },
    slots: () => [...requests.values()].filter((slot): slot is SlotRequest => slot !== null),
  };
}

/** The shell's final server render: slots with server HTML show it, the others render as in the browser. */
export function serverRenderedSlots(html: ReadonlyMap<string, string>): SlotRendering {
  return { mode: 'server', html: (key) => html.get(key) };
}

import { createContext, use, useContext } from 'react';
import { withoutCampaignParams } from '@shop/catalogue';
import type { SlotAnswers } from '@shop/contracts';

/** Where a slot's answers come from: loaded while the server renders it, or sent with the document. */
export type SlotAnswerSource =
  | { mode: 'server'; load(key: string, run: () => Promise<SlotAnswers>): Promise<SlotAnswers> }
  | { mode: 'browser'; answers: SlotAnswers };

/** The slot's answers for the components inside it; absent where nothing was loaded ahead. */
export const SlotAnswersContext = createContext<SlotAnswerSource | null>(null);

/** A server render's record of what its slot loaded: each load runs once, however often the slot renders. */
export function recordingSlotAnswers(): { source: SlotAnswerSource; answers(): SlotAnswers } {
  const loads = new Map<string, Promise<SlotAnswers>>();
  const recorded: Record<string, unknown> = {};
  const load = (key: string, run: () => Promise<SlotAnswers>) => {
    let loading = loads.get(key);
    if (!loading) {
      loading = run().then((answers) => (Object.assign(recorded, answers), answers));
      loads.set(key, loading);
    }
    return loading;
  };
  return { source: { mode: 'server', load }, answers: () => ({ ...recorded }) };
}

/**
 * The answers a component's first render starts from. On the server `load` runs once and the
 * render waits for it (within the slot's budget: a load that fails or is slow leaves the slot to
 * the browser), and its answers go out with the document; in a hydrating parcel, those answers;
 * anywhere else null, and the component loads as it always does.
 */
export function useSlotAnswers(key: string, load: () => Promise<SlotAnswers>): SlotAnswers | null {
  const source = useContext(SlotAnswersContext);
  if (!source) return null;
  return source.mode === 'browser' ? source.answers : use(source.load(key, load));
}

/** The address the server renders; the browser reads its own location. */
export const PageSearchContext = createContext<string | null>(null);

/**
 * The page's query without `?` and without campaign parameters (the edge renders without them),
 * the same on the server and in the browser that hydrates it.
 */
export function usePageSearch(): string {
  const rendered = useContext(PageSearchContext);
  if (rendered !== null) return rendered;
  return typeof window === 'undefined'
    ? ''
    : withoutCampaignParams(window.location.search.replace(/^\?/, ''));
}

import { createContext } from 'react';

/** Flag → treatment, as the edge evaluated them for a document's shopper. */
export type RenderedTreatments = Readonly<Record<string, string>>;

/**
 * The treatments a server render uses, per request (the edge renders many documents at once).
 * This entry is a shared singleton, so the shell and every remote's server build read one context.
 */
export const RenderedTreatmentsContext = createContext<RenderedTreatments | null>(null);

let pageTreatments: RenderedTreatments = {};

/** In the browser: the treatments the document was rendered with, from its inlined data. */
export function setPageTreatments(treatments: RenderedTreatments | undefined): void {
  pageTreatments = treatments ?? {};
}

export const getPageTreatments = (): RenderedTreatments => pageTreatments;

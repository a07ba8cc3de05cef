import { pageStoryRelations } from '@shop/contracts';

/** Relations the gateway always resolves for a page; the list is shared with the API client through contracts. */
export const defaultRelations = pageStoryRelations;

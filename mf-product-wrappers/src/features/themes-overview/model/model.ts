import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchThemes } from '@shop/api-client';
import type { CardFilterKey, SortOption } from '@shop/catalogue';
import type { ThemesPayload } from '@shop/contracts';
import { failureFields, logProducts } from '../../../shared/lib/log';
import type { Storefront } from '../../../shared/lib/storefront';
import {
  defaultOverviewQuery,
  parseOverviewQuery,
  toggleFilter,
  writeOverviewQuery,
  type OverviewQuery,
} from '../lib/overview-query';
import { createLoadStatus } from '../../../shared/lib/load-status';

export type ThemesOverviewSetup = {
  storefront: Storefront;
  /** The block's occasion: the overview shows only its themes and offers no occasion filter. */
  occasion?: string;
  pageSize: number;
  /** The page's query at start. */
  search: string;
};
export type ThemesRequest = { query: OverviewQuery; occasion?: string };

export const overviewStarted = createEvent<ThemesOverviewSetup>();
export const filterToggled = createEvent<{ key: CardFilterKey; value: string }>();
export const filtersCleared = createEvent();
export const sortChosen = createEvent<SortOption>();
export const pageChosen = createEvent<number>();
export const pageSizeChosen = createEvent<number>();
/** The browser went back or forward: the query is read again. */
export const urlChanged = createEvent<string>();
export const retried = createEvent();

export const loadThemesFx = createEffect(({ query, occasion }: ThemesRequest) =>
  fetchThemes({
    ...query.filters,
    ...(occasion ? { category: [occasion] } : {}),
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  }),
);
/** Writes the overview's state into the address bar so the filtered page can be shared and reloaded. */
export const writeUrlFx = createEffect((query: OverviewQuery & { defaults: OverviewQuery }) => {
  const { defaults, ...state } = query;
  const search = writeOverviewQuery(window.location.search, state, defaults);
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.pushState(window.history.state, '', url);
});
const logFailureFx = createEffect((error: unknown) =>
  logProducts({
    level: 'error',
    event: 'overview-container-load-failed',
    overview: 'themes',
    ...failureFields(error),
  }),
);

export const $setup = createStore<ThemesOverviewSetup | null>(null).on(
  overviewStarted,
  (_, setup) => setup,
);
export const $defaults = createStore(defaultOverviewQuery()).on(overviewStarted, (_, setup) =>
  defaultOverviewQuery(setup.pageSize),
);
export const $query = createStore<OverviewQuery>(defaultOverviewQuery());
export const $payload = createStore<ThemesPayload | null>(null).on(
  loadThemesFx.doneData,
  (_, payload) => payload,
);
export const $status = createLoadStatus(loadThemesFx);

sample({
  clock: overviewStarted,
  source: $defaults,
  fn: (defaults, setup) => {
    const query = parseOverviewQuery(setup.search, defaults);
    // A block with an occasion is that occasion's overview.
    if (setup.occasion) delete query.filters.category;
    return query;
  },
  target: $query,
});

sample({
  clock: urlChanged,
  source: { defaults: $defaults, setup: $setup },
  fn: ({ defaults, setup }, search) => {
    const query = parseOverviewQuery(search, defaults);
    if (setup?.occasion) delete query.filters.category;
    return query;
  },
  target: $query,
});

const $request = $query.map((query) => query);

sample({
  clock: filterToggled,
  source: $query,
  fn: (query, { key, value }) => toggleFilter(query, key, value),
  target: $query,
});
sample({
  clock: filtersCleared,
  source: $query,
  fn: (query) => ({ ...query, filters: {}, page: 1 }),
  target: $query,
});
sample({
  clock: sortChosen,
  source: $query,
  fn: (query, sort) => ({ ...query, sort, page: 1 }),
  target: $query,
});
sample({
  clock: pageChosen,
  source: { query: $query, payload: $payload },
  filter: ({ payload }, page) =>
    Number.isInteger(page) && page >= 1 && page <= (payload?.pageCount ?? 1),
  fn: ({ query }, page) => ({ ...query, page }),
  target: $query,
});
sample({
  clock: pageSizeChosen,
  source: $query,
  filter: (_, size) => size === 12 || size === 48,
  fn: (query, pageSize) => ({ ...query, pageSize: pageSize as OverviewQuery['pageSize'], page: 1 }),
  target: $query,
});

// What the shopper changed goes into the address bar; a back/forward step is already there.
sample({
  clock: [filterToggled, filtersCleared, sortChosen, pageChosen, pageSizeChosen],
  source: { query: $query, defaults: $defaults },
  fn: ({ query, defaults }) => ({ ...query, defaults }),
  target: writeUrlFx,
});

sample({
  clock: [overviewStarted, $request.updates, retried],
  source: { query: $query, setup: $setup },
  filter: ({ setup }) => setup !== null,
  fn: ({ query, setup }): ThemesRequest => ({ query, occasion: setup!.occasion }),
  target: loadThemesFx,
});

// A page past the end (filters narrowed the result) goes to the last page.
sample({
  clock: loadThemesFx.doneData,
  source: $query,
  filter: (query, payload) => payload.pageCount > 0 && query.page > payload.pageCount,
  fn: (query, payload) => ({ ...query, page: payload.pageCount }),
  target: $query,
});

sample({ clock: loadThemesFx.failData, target: logFailureFx });

/** The loads a server render makes ahead (see `StartedScope`), by a name both builds share. */
export const themesOverviewAnswered = {
  themes: loadThemesFx,
};

import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchTheme, isApiError } from '@shop/api-client';
import { defaultCardQuantity } from '@shop/catalogue';
import type { ThemeCard, ThemePayload } from '@shop/contracts';
import { designerHref } from '../../../shared/lib/designer';
import { failureFields, logProducts } from '../../../shared/lib/log';
import type { Storefront } from '../../../shared/lib/storefront';
import { createLoadStatus } from '../../../shared/lib/load-status';

export type ThemesPageSetup = {
  storefront: Storefront;
  themeId: string;
  search: string;
  cookies: string;
};
/** The theme page's own filters: card type and tile ratio. */
export type ThemeCardFilter = 'product' | 'aspectRatio';
export type ThemeFilters = Record<ThemeCardFilter, string[]>;

export const themePageStarted = createEvent<ThemesPageSetup>();
export const cardFilterToggled = createEvent<{ key: ThemeCardFilter; value: string }>();
export const retried = createEvent();

export const loadThemeFx = createEffect((themeId: string) => fetchTheme(themeId));
export const writeUrlFx = createEffect((filters: ThemeFilters) => {
  const params = new URLSearchParams(window.location.search);
  for (const key of ['product', 'aspectRatio'] as const) {
    if (filters[key].length) params.set(key, filters[key].join(','));
    else params.delete(key);
  }
  const search = params.toString();
  window.history.pushState(
    window.history.state,
    '',
    `${window.location.pathname}${search ? `?${search}` : ''}`,
  );
});
const logFailureFx = createEffect((error: unknown) =>
  logProducts({
    level: 'error',
    event: 'overview-container-load-failed',
    overview: 'theme',
    ...failureFields(error),
  }),
);

const filterValue = /^[a-z0-9][a-z0-9-]{0,39}$/;
export function parseThemeFilters(search: string): ThemeFilters {
  const params = new URLSearchParams(search);
  const read = (key: ThemeCardFilter) =>
    [...new Set(params.getAll(key).flatMap((value) => value.split(',')))]
      .filter((v) => filterValue.test(v))
      .sort();
  return { product: read('product'), aspectRatio: read('aspectRatio') };
}

export const $setup = createStore<ThemesPageSetup | null>(null).on(
  themePageStarted,
  (_, setup) => setup,
);
export const $theme = createStore<ThemePayload | null>(null).on(
  loadThemeFx.doneData,
  (_, theme) => theme,
);
export const $status = createLoadStatus(loadThemeFx);
/** The catalogue does not know the theme: the page shows the not-found text, without a retry. */
export const $notFound = createStore(false)
  .on(loadThemeFx.failData, (_, error) => isApiError(error) && error.status === 404)
  .reset(loadThemeFx);
export const $filters = createStore<ThemeFilters>({ product: [], aspectRatio: [] })
  .on(themePageStarted, (_, setup) => parseThemeFilters(setup.search))
  .on(cardFilterToggled, (filters, { key, value }) => ({
    ...filters,
    [key]: filters[key].includes(value)
      ? filters[key].filter((v) => v !== value)
      : [...filters[key], value].sort(),
  }));

export const $cards = combine($theme, $filters, (theme, filters): ThemeCard[] =>
  (theme?.cards ?? []).filter(
    (card) =>
      (filters.product.length === 0 || filters.product.includes(card.cardType)) &&
      (filters.aspectRatio.length === 0 || filters.aspectRatio.includes(card.aspectRatio)),
  ),
);

/** The designer link of each card (default quantity) and of its sample. */
export const $cardLinks = combine($setup, $theme, (setup, theme) => {
  if (!setup || !theme) return {};
  return Object.fromEntries(
    theme.cards.map((card) => {
      const target = {
        kind: 'card' as const,
        themeId: theme.theme.themeId,
        cardType: card.cardType,
        formatType: card.format.formatType,
      };
      return [
        card.sku,
        {
          design: designerHref(
            { ...target, quantity: defaultCardQuantity },
            setup.storefront,
            setup.cookies,
          ),
          sample: designerHref({ ...target, quantity: 'sample' }, setup.storefront, setup.cookies),
        },
      ];
    }),
  ) as Record<string, { design: string; sample: string }>;
});

sample({
  clock: [themePageStarted, retried],
  source: { setup: $setup, status: $status },
  filter: ({ setup, status }) => setup !== null && status !== 'pending' && status !== 'success',
  fn: ({ setup }) => setup!.themeId,
  target: loadThemeFx,
});
sample({ clock: cardFilterToggled, source: $filters, target: writeUrlFx });
sample({
  clock: loadThemeFx.failData,
  filter: (error) => !(isApiError(error) && error.status === 404),
  target: logFailureFx,
});

/** The loads a server render makes ahead (see `StartedScope`), by a name both builds share. */
export const themePageAnswered = {
  theme: loadThemeFx,
};

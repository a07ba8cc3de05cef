import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchCardAccessories,
  fetchCardPrice,
  fetchTheme,
  fetchThemes,
  isApiError,
} from '@shop/api-client';
import {
  cardQuantities,
  channelDefaults,
  defaultCardQuantity,
  envelopeSurcharge,
  type Money,
} from '@shop/catalogue';
import type {
  BlockOf,
  CardAccessoriesPayload,
  CardAccessory,
  CardPricePayload,
  ThemeCard,
  ThemePayload,
} from '@shop/contracts';
import { designerHref } from '../../../shared/lib/designer';
import { logDetailFailure, type DetailFailure } from '../../../shared/lib/log';
import type { DetailSetup } from '../../../shared/lib/storefront';
import { createLoadStatus } from '../../../shared/lib/load-status';

export type CardBlock = BlockOf<'ProductDetailCard'>;
/** `search`, the page's query: `themeId`, `cardType` and `formatType` preselect. */
export type CardSetup = DetailSetup<CardBlock>;
export type CardSelection = {
  /** The theme card: card type and format. */
  sku: string;
  quantity: number;
  refinementType: string;
  /** Envelope sku; null without an envelope. */
  envelopeSku: string | null;
};
export type PriceRequest = {
  cardType: string;
  formatType: string;
  quantity: number;
  refinementType: string;
  accessorySkus: string[];
};

export const cardStarted = createEvent<CardSetup>();
export const cardChosen = createEvent<string>();
export const quantityChosen = createEvent<number>();
export const refinementChosen = createEvent<string>();
export const envelopeChosen = createEvent<string | null>();
export const retried = createEvent();

/**
 * The theme of the page: the query's or the block's; when none is named, or the catalogue does not
 * know the named one (an old link), the occasion's first theme.
 */
export const loadThemeFx = createEffect(
  async ({ themeId, occasion }: { themeId: string | null; occasion: string }) => {
    if (themeId) {
      try {
        return await fetchTheme(themeId);
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    }
    const first = (await fetchThemes({ category: [occasion], pageSize: 12 })).themes[0];
    if (!first) throw new Error(`No card theme for ${occasion}`);
    return fetchTheme(first.themeId);
  },
);
export const loadAccessoriesFx = createEffect((card: { cardType: string; formatType: string }) =>
  fetchCardAccessories(card),
);
export const loadPriceFx = createEffect((request: PriceRequest) =>
  fetchCardPrice({
    ...request,
    accessorySkus: request.accessorySkus.length > 0 ? request.accessorySkus : undefined,
  }),
);
const logFailureFx = createEffect((failure: DetailFailure) => logDetailFailure('card', failure));

export const $setup = createStore<CardSetup | null>(null).on(cardStarted, (_, setup) => setup);
export const $theme = createStore<ThemePayload | null>(null).on(
  loadThemeFx.doneData,
  (_, theme) => theme,
);
export const $status = createLoadStatus(loadThemeFx);
export const $accessories = createStore<CardAccessoriesPayload | null>(null).on(
  loadAccessoriesFx.doneData,
  (_, payload) => payload,
);
export const $selection = createStore<CardSelection | null>(null);
export const $price = createStore<CardPricePayload | null>(null).reset(loadPriceFx);
export const $priceStatus = createLoadStatus(loadPriceFx);
/** Refinements of the last price answer, kept while the next one loads. */
export const $refinements = createStore<CardPricePayload['refinements']>([]).on(
  loadPriceFx.doneData,
  (_, price) => price.refinements,
);

/** The quantity choices (1 to 5000 in the catalogue's steps). */
export const quantityChoices = cardQuantities;

export const $card = combine(
  $theme,
  $selection,
  (theme, selection): ThemeCard | null =>
    theme?.cards.find((card) => card.sku === selection?.sku) ?? theme?.cards[0] ?? null,
);

/** Envelopes that fit the card, each with the surcharge per card of its size class in the country. */
export const $envelopes = combine($accessories, $setup, (payload, setup) =>
  (payload?.accessories ?? [])
    .filter((accessory) => accessory.subType === 'envelope' && accessory.fits)
    .map((accessory) => ({ accessory, surcharge: surchargeOf(accessory, setup) })),
);

function surchargeOf(accessory: CardAccessory, setup: CardSetup | null): Money | undefined {
  if (!accessory.sizeClass || !setup) return undefined;
  return envelopeSurcharge(accessory.sizeClass, setup.storefront.country);
}

const priceRequest = (card: ThemeCard, selection: CardSelection): PriceRequest => ({
  cardType: card.cardType,
  formatType: card.format.formatType,
  quantity: selection.quantity,
  refinementType: selection.refinementType,
  accessorySkus: selection.envelopeSku ? [selection.envelopeSku] : [],
});
const requestKey = (request: PriceRequest) => JSON.stringify(request);

function initialSelection(theme: ThemePayload, setup: CardSetup): CardSelection {
  const query = new URLSearchParams(setup.search);
  const card =
    theme.cards.find(
      (candidate) =>
        candidate.cardType === query.get('cardType') &&
        (!query.get('formatType') || candidate.format.formatType === query.get('formatType')),
    ) ?? theme.cards[0];
  const quantity = Number(query.get('quantity'));
  return {
    sku: card?.sku ?? '',
    quantity: cardQuantities.includes(quantity) ? quantity : defaultCardQuantity,
    refinementType: channelDefaults(setup.storefront.channel).refinement,
    envelopeSku: null,
  };
}

const designerTarget = (setup: CardSetup, theme: ThemePayload, card: ThemeCard | null) => ({
  kind: 'card' as const,
  themeId: theme.theme.themeId,
  cardType: card?.cardType,
  formatType: card?.format.formatType,
});

export const $designerHref = combine(
  $setup,
  $theme,
  $card,
  $selection,
  (setup, theme, card, selection) =>
    setup && theme && selection
      ? designerHref(
          { ...designerTarget(setup, theme, card), quantity: selection.quantity },
          setup.storefront,
          setup.cookies,
        )
      : null,
);
/** A sample: one card, marked as a sample from Google Shopping. */
export const $sampleHref = combine($setup, $theme, $card, (setup, theme, card) =>
  setup && theme
    ? designerHref(
        { ...designerTarget(setup, theme, card), quantity: 'sample' },
        setup.storefront,
        setup.cookies,
      )
    : null,
);

sample({
  clock: [cardStarted, retried],
  source: { setup: $setup, status: $status },
  filter: ({ setup, status }) => setup !== null && status !== 'pending' && status !== 'success',
  fn: ({ setup }) => ({
    themeId: new URLSearchParams(setup!.search).get('themeId') ?? setup!.block.themeId ?? null,
    occasion: setup!.block.occasion,
  }),
  target: loadThemeFx,
});

sample({
  clock: loadThemeFx.doneData,
  source: $setup,
  filter: Boolean,
  fn: (setup, theme) => initialSelection(theme, setup),
  target: $selection,
});

// The envelope list depends on the card's type and format.
sample({
  clock: $card.updates,
  source: $accessories,
  filter: (payload, card) =>
    card !== null &&
    (payload?.cardType !== card.cardType || payload.formatType !== card.format.formatType),
  fn: (_, card) => ({ cardType: card!.cardType, formatType: card!.format.formatType }),
  target: loadAccessoriesFx,
});

// The preselected envelope is the smallest that fits; a shopper's "none" stays none.
const $envelopeDeclined = createStore(false).on(envelopeChosen, (_, sku) => sku === null);

sample({
  clock: loadAccessoriesFx.doneData,
  source: { selection: $selection, declined: $envelopeDeclined },
  filter: ({ selection }) => selection !== null,
  fn: ({ selection, declined }, payload) => ({
    ...selection!,
    envelopeSku: declined
      ? null
      : selection!.envelopeSku &&
          payload.accessories.some((a) => a.sku === selection!.envelopeSku && a.fits)
        ? selection!.envelopeSku
        : payload.defaultEnvelopeSku,
  }),
  target: $selection,
});

sample({
  clock: cardChosen,
  source: { selection: $selection, theme: $theme },
  filter: ({ selection, theme }, sku) =>
    !!selection && !!theme?.cards.some((card) => card.sku === sku),
  fn: ({ selection }, sku) => ({ ...selection!, sku }),
  target: $selection,
});

sample({
  clock: quantityChosen,
  source: $selection,
  filter: (selection, quantity) => selection !== null && cardQuantities.includes(quantity),
  fn: (selection, quantity) => ({ ...selection!, quantity }),
  target: $selection,
});

sample({
  clock: refinementChosen,
  source: { selection: $selection, refinements: $refinements },
  filter: ({ selection, refinements }, value) =>
    !!selection && refinements.some((r) => r.value === value),
  fn: ({ selection }, refinementType) => ({ ...selection!, refinementType }),
  target: $selection,
});

sample({
  clock: envelopeChosen,
  source: { selection: $selection, envelopes: $envelopes },
  filter: ({ selection, envelopes }, sku) =>
    !!selection && (sku === null || envelopes.some(({ accessory }) => accessory.sku === sku)),
  fn: ({ selection }, envelopeSku) => ({ ...selection!, envelopeSku }),
  target: $selection,
});

const cardKey = (card: { cardType: string; formatType: string }) =>
  `${card.cardType}/${card.formatType}`;
/** The card whose envelope list has been answered (or has failed): its envelope is then chosen. */
const $envelopesSettledFor = createStore<string | null>(null).on(
  loadAccessoriesFx.finally,
  (_, { params }) => cardKey(params),
);

// Priced once the card's envelope is chosen: a price before it would be replaced at once.
const $priceRequest = combine(
  $card,
  $selection,
  $envelopesSettledFor,
  (card, selection, settledFor) =>
    card &&
    selection &&
    settledFor === cardKey({ cardType: card.cardType, formatType: card.format.formatType })
      ? priceRequest(card, selection)
      : null,
);

/** The request the shown (or loading) price answers; a failed one is forgotten so it can be asked again. */
const $askedKey = createStore<string | null>(null)
  .on(loadPriceFx, (_, request) => requestKey(request))
  .reset(loadPriceFx.fail);

sample({
  clock: $priceRequest.updates,
  source: $askedKey,
  filter: (asked, request) => request !== null && requestKey(request) !== asked,
  fn: (_, request) => request!,
  target: loadPriceFx,
});

sample({
  clock: loadPriceFx.done,
  source: $priceRequest,
  filter: (request, { params }) => request !== null && requestKey(request) === requestKey(params),
  fn: (_, { result }) => result,
  target: $price,
});

sample({
  clock: retried,
  source: { request: $priceRequest, status: $priceStatus },
  filter: ({ request, status }) => request !== null && status === 'error',
  fn: ({ request }) => request!,
  target: loadPriceFx,
});

sample({
  clock: loadThemeFx.failData,
  fn: (error) => ({ call: 'themes', error }),
  target: logFailureFx,
});
sample({
  clock: loadAccessoriesFx.failData,
  fn: (error) => ({ call: 'card-accessories', error }),
  target: logFailureFx,
});
sample({
  clock: loadPriceFx.failData,
  fn: (error) => ({ call: 'card-price', error }),
  target: logFailureFx,
});

/** The loads a server render makes ahead (see `StartedScope`), by a name both builds share. */
export const cardAnswered = {
  'card-theme': loadThemeFx,
  'card-accessories': loadAccessoriesFx,
  'card-price': loadPriceFx,
};

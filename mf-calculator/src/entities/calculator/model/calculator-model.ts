import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchCalculatorReference, fetchFormatPrices, isApiError } from '@shop/api-client';
import { frameKindDefaults, type Locale } from '@shop/catalogue';
import type { CalculatorReferencePayload, FormatPricesPayload } from '@shop/contracts';
import { createTranslator } from '@shop/i18n';
import { logCalculator } from '../../../shared/lib/log';
import { buildOffer, hasLivePrices, type CalculatorBlock } from '../lib/offer';
import {
  chooseFormat,
  chooseMaterial,
  initialSelection,
  pickFormat,
  reconcileSelection,
  type Selection,
} from '../lib/selection';

export type CalculatorSetup = { block: CalculatorBlock; locale: Locale };
export type LoadStatus = 'idle' | 'pending' | 'success' | 'error';

/** The teaser's material and frame: acrylic glass in its default shadow-gap frame. */
export const framedAcrylic = {
  materialType: 'acrylglas',
  frameType: frameKindDefaults['schattenfuge-platte'].frameType,
} as const;

export const calculatorStarted = createEvent<CalculatorSetup>();
export const materialChosen = createEvent<string>();
export const formatChosen = createEvent<string>();
export const dialogFormatPicked = createEvent<string>();
export const pricesRetried = createEvent();
export const framedTeaserShown = createEvent();

export const loadReferenceFx = createEffect((product: string) =>
  fetchCalculatorReference({ product }),
);
export const loadFramedPricesFx = createEffect(() => fetchFormatPrices(framedAcrylic));
/** The loading effects by the names the server build and the browser build share: what a server render loads ahead. */
export const calculatorAnswered = { reference: loadReferenceFx, framedPrices: loadFramedPricesFx };
const logLoadFailureFx = createEffect((entry: { call: string; error: unknown }) => {
  const { error } = entry;
  logCalculator({
    level: 'error',
    event: 'calculator-prices-load-failed',
    call: entry.call,
    status: isApiError(error) ? error.status : null,
    message: error instanceof Error ? error.message : String(error),
  });
});

export const $setup = createStore<CalculatorSetup | null>(null).on(calculatorStarted, (_, s) => s);
export const $reference = createStore<CalculatorReferencePayload | null>(null).on(
  loadReferenceFx.doneData,
  (_, reference) => reference,
);
export const $loadStatus = createStore<LoadStatus>('idle')
  .on(loadReferenceFx, () => 'pending')
  .on(loadReferenceFx.done, () => 'success')
  .on(loadReferenceFx.fail, () => 'error');
/** True once the shopper has chosen anything: a sku no longer overrules them. */
const $touched = createStore(false).on(
  [materialChosen, formatChosen, dialogFormatPicked],
  () => true,
);

export const $offer = combine($setup, $reference, (setup, reference) =>
  setup ? buildOffer(setup.block, setup.locale, reference, createTranslator(setup.locale)) : null,
);
export const $selection = createStore<Selection | null>(null);

export const $framedPrices = createStore<FormatPricesPayload | null>(null).on(
  loadFramedPricesFx.doneData,
  (_, payload) => payload,
);
export const $framedStatus = createStore<LoadStatus>('idle')
  .on(loadFramedPricesFx, () => 'pending')
  .on(loadFramedPricesFx.done, () => 'success')
  .on(loadFramedPricesFx.fail, () => 'error');

const skuOf = (block: CalculatorBlock) =>
  typeof block.context?.sku === 'string' ? block.context.sku : undefined;

sample({
  clock: calculatorStarted,
  source: $offer,
  filter: Boolean,
  fn: (offer, { block }) => initialSelection(offer, block.selectedValue, skuOf(block)),
  target: $selection,
});

sample({
  clock: [calculatorStarted.map(({ block }) => block.product), pricesRetried],
  source: $setup,
  filter: (setup) => setup !== null && hasLivePrices(setup.block.product),
  fn: (setup) => setup!.block.product,
  target: loadReferenceFx,
});

sample({
  clock: loadReferenceFx.done,
  source: { offer: $offer, setup: $setup, selection: $selection, touched: $touched },
  filter: ({ offer, setup, selection }) => !!offer && !!setup && !!selection,
  fn: ({ offer, setup, selection, touched }) =>
    reconcileSelection(offer!, selection!, {
      selectedValue: setup!.block.selectedValue,
      sku: skuOf(setup!.block),
      touched,
    }),
  target: $selection,
});

sample({
  clock: materialChosen,
  source: { offer: $offer, selection: $selection },
  filter: ({ offer, selection }) => !!offer && !!selection,
  fn: ({ offer, selection }, value) => chooseMaterial(offer!, selection!, value),
  target: $selection,
});

sample({
  clock: formatChosen,
  source: $selection,
  filter: Boolean,
  fn: (selection, value) => chooseFormat(selection, value),
  target: $selection,
});

sample({
  clock: dialogFormatPicked,
  source: { offer: $offer, selection: $selection },
  filter: ({ offer, selection }) => !!offer && !!selection,
  fn: ({ offer, selection }, value) => pickFormat(offer!, selection!, value),
  target: $selection,
});

sample({
  clock: framedTeaserShown,
  source: $framedStatus,
  filter: (status) => status === 'idle' || status === 'error',
  target: loadFramedPricesFx,
});

sample({
  clock: loadReferenceFx.failData,
  fn: (error) => ({ call: 'calculator-reference', error }),
  target: logLoadFailureFx,
});

sample({
  clock: loadFramedPricesFx.failData,
  fn: (error) => ({ call: 'framed-acrylic-prices', error }),
  target: logLoadFailureFx,
});

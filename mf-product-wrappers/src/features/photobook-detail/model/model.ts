import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchPhotobookDesignGroupSets,
  fetchPhotobookPrice,
  fetchPhotobookTypes,
} from '@shop/api-client';
import type {
  BlockOf,
  PhotobookDesignGroupSet,
  PhotobookPricePayload,
  PhotobookTypeOption,
  PhotobookTypesPayload,
} from '@shop/contracts';
import { designerHref } from '../../../shared/lib/designer';
import { logDetailFailure, type DetailFailure } from '../../../shared/lib/log';
import type { DetailSetup } from '../../../shared/lib/storefront';
import { createLoadStatus } from '../../../shared/lib/load-status';

export type PhotobookBlock = BlockOf<'ProductDetailPhotobook'>;
/** `search`, the page's query: `designGroupSetId` picks the design group set. */
export type PhotobookSetup = DetailSetup<PhotobookBlock>;
export type PhotobookSelection = {
  photobookType: string;
  cover: string;
  binding: string;
  paper: string;
  formatType: string;
  pageCount: number;
  refinementType: string;
};
export type PhotobookOption = keyof Omit<PhotobookSelection, 'pageCount'>;

export const photobookStarted = createEvent<PhotobookSetup>();
export const optionChosen = createEvent<{ option: PhotobookOption; value: string }>();
export const pageCountChosen = createEvent<number>();
export const retried = createEvent();

/** The types of the design group set's categories (or of every set's, without one). */
export const loadTypesFx = createEffect(async (designGroupSetId: string | null) => {
  const sets = await fetchPhotobookDesignGroupSets(designGroupSetId ? { designGroupSetId } : {});
  const categoryIds = [...new Set(sets.designGroupSets.flatMap((set) => set.categoryIds))];
  if (categoryIds.length === 0) throw new Error('No photobook categories');
  const types = await fetchPhotobookTypes({
    categoryIds,
    designGroupSetId: designGroupSetId ?? undefined,
  });
  return { types, sets: sets.designGroupSets };
});
export const loadPriceFx = createEffect((selection: PhotobookSelection) =>
  fetchPhotobookPrice({
    ...selection,
    refinementType: selection.refinementType || undefined,
  }),
);
const logFailureFx = createEffect((failure: DetailFailure) =>
  logDetailFailure('photobook', failure),
);

export const $setup = createStore<PhotobookSetup | null>(null).on(
  photobookStarted,
  (_, setup) => setup,
);
export const $data = createStore<PhotobookTypesPayload | null>(null).on(
  loadTypesFx.doneData,
  (_, { types }) => types,
);
/** The design group sets the page's types belong to (their pictures show the product). */
export const $sets = createStore<PhotobookDesignGroupSet[]>([]).on(
  loadTypesFx.doneData,
  (_, { sets }) => sets,
);
export const $status = createLoadStatus(loadTypesFx);
export const $selection = createStore<PhotobookSelection | null>(null);
export const $price = createStore<PhotobookPricePayload | null>(null).reset(loadPriceFx);
export const $priceStatus = createLoadStatus(loadPriceFx);

const typeOf = (data: PhotobookTypesPayload | null, photobookType: string | undefined) =>
  data?.types.find((type) => type.photobookType === photobookType);

/** The type's formats the page offers: those the block names, in its order, else all. */
export function offeredFormats(type: PhotobookTypeOption, block: PhotobookBlock) {
  const named = block.formats
    .map((formatType) => type.formats.find((format) => format.formatType === formatType))
    .filter((format) => format !== undefined);
  return named.length > 0 ? named : type.formats;
}

const pick = (
  choices: readonly { value: string; isDefault: boolean }[],
  ...wanted: (string | undefined)[]
) =>
  wanted.find((value) => value && choices.some((choice) => choice.value === value)) ??
  choices.find((choice) => choice.isDefault)?.value ??
  choices[0]?.value ??
  '';

/** A valid selection for a type: what was chosen (or the block's preset) where the type has it, else its defaults. */
export function selectionFor(
  type: PhotobookTypeOption,
  block: PhotobookBlock,
  previous: Partial<PhotobookSelection>,
): PhotobookSelection {
  const formats = offeredFormats(type, block);
  const { min, max, step } = type.pageCount;
  const pages = previous.pageCount ?? type.pageCount.default;
  return {
    photobookType: type.photobookType,
    cover: pick(type.covers, previous.cover, block.cover),
    binding: pick(type.bindings, previous.binding, block.binding),
    paper: pick(type.papers, previous.paper, block.paper),
    formatType:
      formats.find((format) => format.formatType === previous.formatType)?.formatType ??
      formats[0]?.formatType ??
      '',
    pageCount: Math.min(max, Math.max(min, min + Math.round((pages - min) / step) * step)),
    refinementType: pick(type.refinements, previous.refinementType),
  };
}

export const $type = combine(
  $data,
  $selection,
  (data, selection) => typeOf(data, selection?.photobookType) ?? null,
);

export const $designerHref = combine($setup, $selection, (setup, selection) => {
  if (!setup || !selection) return null;
  const designGroupSetId = new URLSearchParams(setup.search).get('designGroupSetId') ?? undefined;
  return designerHref(
    {
      kind: 'photobook',
      photobookPrinting: selection.photobookType,
      photobookCover: selection.cover,
      designGroupSetId,
      binding: selection.binding,
      paper: selection.paper,
      format: selection.formatType,
      pageCount: selection.pageCount,
      amount: 1,
      refinement: selection.refinementType,
    },
    setup.storefront,
    setup.cookies,
  );
});

sample({
  clock: [photobookStarted, retried],
  source: { setup: $setup, status: $status },
  filter: ({ setup, status }) => setup !== null && status !== 'pending' && status !== 'success',
  fn: ({ setup }) => new URLSearchParams(setup!.search).get('designGroupSetId'),
  target: loadTypesFx,
});

sample({
  clock: loadTypesFx.doneData.map(({ types }) => types),
  source: $setup,
  filter: (setup, data) => setup !== null && data.types.length > 0,
  fn: (setup, data) => {
    const type = typeOf(data, setup!.block.photobookType) ?? data.types[0]!;
    return selectionFor(type, setup!.block, {});
  },
  target: $selection,
});

sample({
  clock: optionChosen,
  source: { setup: $setup, data: $data, selection: $selection },
  filter: ({ setup, data, selection }, { option, value }) => {
    if (!setup || !data || !selection) return false;
    if (option === 'photobookType') return !!typeOf(data, value);
    const type = typeOf(data, selection.photobookType);
    if (!type) return false;
    const choices =
      option === 'formatType'
        ? offeredFormats(type, setup.block).map((format) => format.formatType)
        : {
            cover: type.covers,
            binding: type.bindings,
            paper: type.papers,
            refinementType: type.refinements,
          }[option].map((choice) => choice.value);
    return choices.includes(value);
  },
  fn: ({ setup, data, selection }, { option, value }) => {
    const next = { ...selection!, [option]: value };
    return selectionFor(typeOf(data, next.photobookType)!, setup!.block, next);
  },
  target: $selection,
});

sample({
  clock: pageCountChosen,
  source: { setup: $setup, type: $type, selection: $selection },
  filter: ({ setup, type, selection }) => !!setup && !!type && !!selection,
  fn: ({ setup, type, selection }, pageCount) =>
    selectionFor(type!, setup!.block, { ...selection!, pageCount }),
  target: $selection,
});

const $askedKey = createStore<string | null>(null)
  .on(loadPriceFx, (_, selection) => JSON.stringify(selection))
  .reset(loadPriceFx.fail);

sample({
  clock: $selection.updates,
  source: $askedKey,
  filter: (asked, selection) => selection !== null && JSON.stringify(selection) !== asked,
  fn: (_, selection) => selection!,
  target: loadPriceFx,
});

sample({
  clock: loadPriceFx.done,
  source: $selection,
  filter: (selection, { params }) => JSON.stringify(selection) === JSON.stringify(params),
  fn: (_, { result }) => result,
  target: $price,
});

sample({
  clock: retried,
  source: { selection: $selection, status: $priceStatus },
  filter: ({ selection, status }) => selection !== null && status === 'error',
  fn: ({ selection }) => selection!,
  target: loadPriceFx,
});

sample({
  clock: loadTypesFx.failData,
  fn: (error) => ({ call: 'photobook-types', error }),
  target: logFailureFx,
});
sample({
  clock: loadPriceFx.failData,
  fn: (error) => ({ call: 'photobook-price', error }),
  target: logFailureFx,
});

/** The loads a server render makes ahead (see `StartedScope`), by a name both builds share. */
export const photobookAnswered = {
  'photobook-types': loadTypesFx,
  'photobook-price': loadPriceFx,
};

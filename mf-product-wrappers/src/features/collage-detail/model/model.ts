import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchCollageDesignGroup,
  fetchCollageMerchPrices,
  fetchPhotoFramePricesFrom,
} from '@shop/api-client';
import { channelDefaults } from '@shop/catalogue';
import type {
  BlockOf,
  CollageDesignGroupPayload,
  CollageMerchPricePayload,
  ProductSelectionPhotoFramePricesFromPayload,
} from '@shop/contracts';
import { designerHref } from '../../../shared/lib/designer';
import { logDetailFailure, type DetailFailure } from '../../../shared/lib/log';
import type { DetailSetup } from '../../../shared/lib/storefront';
import { createLoadStatus } from '../../../shared/lib/load-status';

export type CollageBlock = BlockOf<'ProductDetailCollage'>;
export type CollageSetup = DetailSetup<CollageBlock>;
/** A collage is made as a wall-art material or as a merch product. */
export type CollageProduct = { kind: 'material' | 'merch'; value: string };
export type CollageOffers = {
  materials: ProductSelectionPhotoFramePricesFromPayload | null;
  merch: CollageMerchPricePayload | null;
};

export const collageStarted = createEvent<CollageSetup>();
export const designChosen = createEvent<string>();
export const productChosen = createEvent<CollageProduct>();
export const retried = createEvent();

export const loadDesignFx = createEffect((designId: string) => fetchCollageDesignGroup(designId));
export const loadOffersFx = createEffect(
  async (design: { materialTypes: string[]; productTypes: string[] }): Promise<CollageOffers> => {
    // `merch` names the kind; the merch products and their prices come from the merch call.
    const merch = design.productTypes.some((type) => type !== 'photoframe');
    const [materials, merchPrices] = await Promise.all([
      design.materialTypes.length > 0
        ? fetchPhotoFramePricesFrom({ materialTypes: design.materialTypes })
        : null,
      merch ? fetchCollageMerchPrices({}) : null,
    ]);
    return { materials, merch: merchPrices };
  },
);
const logFailureFx = createEffect((failure: DetailFailure) => logDetailFailure('collage', failure));

/**
 * The design a collage page opens: `designId` from the page's query, else the block's, else the
 * channel's default collage ('13'; '1' on the card brand).
 */
export function designIdOf(setup: CollageSetup): string {
  const fromQuery = new URLSearchParams(setup.search).get('designId');
  if (fromQuery && /^[a-z0-9][a-z0-9-]{0,59}$/.test(fromQuery)) return fromQuery;
  return setup.block.designId || channelDefaults(setup.storefront.channel).collageId;
}

export const $setup = createStore<CollageSetup | null>(null).on(
  collageStarted,
  (_, setup) => setup,
);
export const $data = createStore<CollageDesignGroupPayload | null>(null).on(
  loadDesignFx.doneData,
  (_, data) => data,
);
export const $status = createLoadStatus(loadDesignFx);
export const $offers = createStore<CollageOffers | null>(null)
  .on(loadOffersFx.doneData, (_, offers) => offers)
  .reset(loadOffersFx);
export const $offersStatus = createLoadStatus(loadOffersFx);
export const $product = createStore<CollageProduct | null>(null).on(
  productChosen,
  (_, product) => product,
);

export const $designerHref = combine($setup, $data, $product, (setup, data, product) =>
  setup && data
    ? designerHref(
        {
          kind: 'collage',
          designId: data.design.designId,
          tileCount: data.design.tileCount,
          materialType: product?.kind === 'material' ? product.value : undefined,
          productType: product?.kind === 'merch' ? product.value : undefined,
        },
        setup.storefront,
        setup.cookies,
      )
    : null,
);

sample({
  clock: collageStarted,
  fn: designIdOf,
  target: loadDesignFx,
});

sample({
  clock: retried,
  source: { setup: $setup, status: $status },
  filter: ({ setup, status }) => setup !== null && status === 'error',
  fn: ({ setup }) => designIdOf(setup!),
  target: loadDesignFx,
});

sample({
  clock: retried,
  source: { data: $data, status: $offersStatus },
  filter: ({ data, status }) => data !== null && status === 'error',
  fn: ({ data }) => ({
    materialTypes: data!.design.materialTypes,
    productTypes: data!.design.productTypes,
  }),
  target: loadOffersFx,
});

sample({
  clock: designChosen,
  source: $data,
  filter: (data, designId) =>
    !!data &&
    data.design.designId !== designId &&
    data.designGroup.designs.some((d) => d.designId === designId),
  fn: (_, designId) => designId,
  target: loadDesignFx,
});

sample({
  clock: loadDesignFx.doneData,
  fn: ({ design }) => ({ materialTypes: design.materialTypes, productTypes: design.productTypes }),
  target: loadOffersFx,
});

// The first product the design can be made as, unless the shopper's choice is still possible.
sample({
  clock: loadOffersFx.doneData,
  source: $product,
  fn: (product, offers): CollageProduct | null => {
    const materials = offers.materials?.materials.map((m) => m.materialType) ?? [];
    const merch = offers.merch?.products.map((p) => p.productType) ?? [];
    if (product && (product.kind === 'material' ? materials : merch).includes(product.value))
      return product;
    if (materials[0]) return { kind: 'material', value: materials[0] };
    return merch[0] ? { kind: 'merch', value: merch[0] } : null;
  },
  target: $product,
});

sample({
  clock: loadDesignFx.failData,
  fn: (error) => ({ call: 'collage-designer-design-group', error }),
  target: logFailureFx,
});
sample({
  clock: loadOffersFx.failData,
  fn: (error) => ({ call: 'collage-prices', error }),
  target: logFailureFx,
});

/** The loads a server render makes ahead (see `StartedScope`), by a name both builds share. */
export const collageAnswered = {
  'collage-design': loadDesignFx,
  'collage-offers': loadOffersFx,
};

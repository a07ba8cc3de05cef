import { combine } from 'effector';
import {
  fetchCalendarDesignGroup,
  fetchPhotoboxData,
  fetchPhotoFramePricesFrom,
  fetchPhotoFrameSelection,
} from '@shop/api-client';
import type {
  CalendarDesignGroupPayload,
  PhotoboxDataPayload,
  ProductSelectionPhotoFrameDataPayload,
  ProductSelectionPhotoFramePricesFromPayload,
} from '@shop/contracts';
import { createOverview } from '../../../features/product-overviews/model/create-overview';
import type { Storefront } from '../../../shared/lib/storefront';

export type ProductsSetup = { storefront: Storefront };
export type ProductsData = {
  calendars: CalendarDesignGroupPayload;
  photobox: PhotoboxDataPayload;
  frames: ProductSelectionPhotoFrameDataPayload;
  framePrices: ProductSelectionPhotoFramePricesFromPayload;
};

/** `/products`: calendars, photo boxes and prints and photo frames with their from-prices, in one load. */
export const productsOverview = createOverview(
  'products',
  async (_: ProductsSetup): Promise<ProductsData> => {
    const [calendars, photobox, frames, framePrices] = await Promise.all([
      fetchCalendarDesignGroup({}),
      fetchPhotoboxData({}),
      fetchPhotoFrameSelection({}),
      fetchPhotoFramePricesFrom({}),
    ]);
    return { calendars, photobox, frames, framePrices };
  },
);

/** Each photo-frame material with its from-price and default frame. */
export const $frameMaterials = combine(productsOverview.$payload, (data) =>
  (data?.frames.materials ?? []).map((material) => ({
    ...material,
    price:
      data?.framePrices.materials.find((m) => m.materialType === material.materialType) ?? null,
    defaultFrameType:
      material.frames.find((frame) => frame.isDefault)?.frameTypes[0] ??
      material.frames[0]?.frameTypes[0],
  })),
);

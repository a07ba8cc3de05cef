import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { calendarData, wallart } from '../../../shared/testing/fixtures';
import { $frameMaterials, productsOverview, type ProductsData } from './model';

const offer = { priceCurrent: 29.9, priceOriginal: 39.9 };
const data: ProductsData = {
  calendars: calendarData,
  photobox: {
    currency: 'EUR',
    unit: 'cm',
    photoboxes: [],
    photoPrints: { papers: [], formats: [] },
  },
  frames: {
    currency: 'EUR',
    unit: 'cm',
    materials: [
      {
        materialType: 'poster',
        label: 'Poster',
        initialFormat: '600x400',
        defaultFrameKind: 'holzrahmen',
        formats: [],
        frames: [
          { frameKind: 'alurahmen', isDefault: false, frameTypes: ['alu-schwarz'] },
          { frameKind: 'holzrahmen', isDefault: true, frameTypes: ['holz-schwarz', 'holz-weiss'] },
        ],
        image: '/media/catalogue/poster.webp',
      },
    ],
  },
  framePrices: {
    currency: 'EUR',
    materials: [{ materialType: 'poster', priceFrom: offer, framedPriceFrom: null }],
  },
};

describe('products page', () => {
  it('joins every photo-frame material with its from-price and its default frame type', async () => {
    const s = fork({ handlers: [[productsOverview.loadFx, async () => data]] });
    await allSettled(productsOverview.started, { scope: s, params: { storefront: wallart } });
    expect(s.getState($frameMaterials)).toEqual([
      expect.objectContaining({
        materialType: 'poster',
        defaultFrameType: 'holz-schwarz',
        price: expect.objectContaining({ priceFrom: offer }),
      }),
    ]);
  });
});

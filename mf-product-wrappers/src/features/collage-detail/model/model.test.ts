import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { CollageDesignGroupPayload } from '@shop/contracts';
import { kartenliebe, wallart } from '../../../shared/testing/fixtures';
import {
  $designerHref,
  $product,
  $status,
  collageStarted,
  designChosen,
  designIdOf,
  loadDesignFx,
  loadOffersFx,
  productChosen,
  type CollageBlock,
} from './model';

const design = (designId: string) => ({
  designId,
  name: `Design ${designId}`,
  image: `/media/catalogue/collage/${designId}.webp`,
  tileCount: 9,
  aspectRatio: 'square',
  productTypes: ['photoframe', 'tasse'],
  materialTypes: ['poster', 'leinwand'],
});
const payload = (designId: string): CollageDesignGroupPayload => ({
  design: design(designId),
  designGroup: { designGroupId: 'herz', name: 'Herz', designs: [design('13'), design('14')] },
  isDefault: designId === '13',
});
const offer = { priceCurrent: 19.9, priceOriginal: 19.9 };
const offers = {
  materials: {
    currency: 'EUR',
    materials: [
      { materialType: 'poster', priceFrom: offer, framedPriceFrom: null },
      { materialType: 'leinwand', priceFrom: offer, framedPriceFrom: null },
    ],
  },
  merch: {
    currency: 'EUR',
    products: [{ ...offer, productType: 'tasse', label: 'Tasse', image: '' }],
  },
};

const block = (designId = '') =>
  ({ component: 'ProductDetailCollage', headline: 'Collage', designId }) as CollageBlock;
const query = (href: string | null) =>
  Object.fromEntries(new URL(href!, 'http://shop').searchParams);

describe('collage detail', () => {
  it('opens the design named in the query, else the block’s, else the channel’s default collage', () => {
    const setup = { block: block('14'), storefront: wallart, search: 'designId=21', cookies: '' };
    expect(designIdOf(setup)).toBe('21');
    expect(designIdOf({ ...setup, search: '' })).toBe('14');
    expect(designIdOf({ ...setup, block: block(), search: '' })).toBe('13');
    expect(designIdOf({ ...setup, block: block(), search: '', storefront: kartenliebe })).toBe('1');
    expect(designIdOf({ ...setup, block: block(), search: 'designId=../x' })).toBe('13');
  });

  it('loads the design, preselects its first material and leads to the collage designer', async () => {
    const designHandler = vi.fn(async (designId: string) => payload(designId));
    const s = fork({
      handlers: [
        [loadDesignFx, designHandler],
        [loadOffersFx, async () => offers],
      ],
    });
    await allSettled(collageStarted, {
      scope: s,
      params: { block: block('13'), storefront: wallart, search: '', cookies: '' },
    });
    expect(s.getState($status)).toBe('success');
    expect(s.getState($product)).toEqual({ kind: 'material', value: 'poster' });
    expect(query(s.getState($designerHref))).toMatchObject({
      designId: '13',
      materialType: 'poster',
      tileCount: '9',
    });
    await allSettled(productChosen, { scope: s, params: { kind: 'merch', value: 'tasse' } });
    await allSettled(designChosen, { scope: s, params: '14' });
    expect(designHandler).toHaveBeenLastCalledWith('14');
    expect(query(s.getState($designerHref))).toMatchObject({
      designId: '14',
      productType: 'tasse',
    });
  });
});

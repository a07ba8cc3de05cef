import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  photobookPrice,
  photobookSets,
  photobookTypes,
  wallart,
} from '../../../shared/testing/fixtures';
import {
  $designerHref,
  $price,
  $selection,
  $status,
  loadPriceFx,
  loadTypesFx,
  optionChosen,
  pageCountChosen,
  photobookStarted,
  type PhotobookBlock,
  type PhotobookSelection,
} from './model';

const block = {
  component: 'ProductDetailPhotobook',
  headline: 'Hardcover',
  photobookType: 'digitalfotobuch',
  cover: 'hard',
  binding: 'layflat',
  paper: 'matt',
  formats: ['a4-hoch', 'a4-quer', '300-300'],
} as PhotobookBlock;

const price = (selection: PhotobookSelection) =>
  (selection.formatType === '300-300' ? 39.95 : 29.95) +
  (selection.binding === 'layflat' ? 10 : 0) +
  ((selection.pageCount - 24) / 2) * 0.8 +
  (selection.refinementType === 'gold' ? 9.95 : 0);

function scope() {
  const typesHandler = vi.fn(async () => ({
    types: photobookTypes,
    sets: photobookSets.designGroupSets,
  }));
  const s = fork({
    handlers: [
      [loadTypesFx, typesHandler],
      [
        loadPriceFx,
        async (selection: PhotobookSelection) => photobookPrice(selection, price(selection)),
      ],
    ],
  });
  return { s, typesHandler };
}

const setup = (search = '') => ({ block, storefront: wallart, search, cookies: '' });
const query = (href: string | null) =>
  Object.fromEntries(new URL(href!, 'http://shop').searchParams);

describe('photobook detail', () => {
  it('starts from the block’s type, cover, binding and paper and its first format, and prices it', async () => {
    const { s, typesHandler } = scope();
    await allSettled(photobookStarted, {
      scope: s,
      params: setup('designGroupSetId=hochzeit-klassik'),
    });
    expect(typesHandler).toHaveBeenCalledWith('hochzeit-klassik');
    expect(s.getState($status)).toBe('success');
    expect(s.getState($selection)).toEqual({
      photobookType: 'digitalfotobuch',
      cover: 'hard',
      binding: 'layflat',
      paper: 'matt',
      formatType: 'a4-hoch',
      pageCount: 24,
      refinementType: 'ohne',
    });
    expect(s.getState($price)?.priceCurrent).toBeCloseTo(39.95);
  });

  it('keeps the page count on the type’s steps and within its bounds', async () => {
    const { s } = scope();
    await allSettled(photobookStarted, { scope: s, params: setup() });
    await allSettled(pageCountChosen, { scope: s, params: 33 });
    expect(s.getState($selection)?.pageCount).toBe(34);
    await allSettled(pageCountChosen, { scope: s, params: 500 });
    expect(s.getState($selection)?.pageCount).toBe(120);
    await allSettled(pageCountChosen, { scope: s, params: 2 });
    expect(s.getState($selection)?.pageCount).toBe(24);
  });

  it('refuses an option value the type does not have and reprices a valid one', async () => {
    const { s } = scope();
    await allSettled(photobookStarted, { scope: s, params: setup() });
    await allSettled(optionChosen, { scope: s, params: { option: 'paper', value: 'feinstweiss' } });
    expect(s.getState($selection)?.paper).toBe('matt');
    await allSettled(optionChosen, {
      scope: s,
      params: { option: 'formatType', value: '300-300' },
    });
    await allSettled(optionChosen, {
      scope: s,
      params: { option: 'refinementType', value: 'gold' },
    });
    expect(s.getState($price)?.priceCurrent).toBeCloseTo(39.95 + 10 + 9.95);
  });

  it('leads to the designer with printing, cover, options and the template of the format', async () => {
    const { s } = scope();
    await allSettled(photobookStarted, { scope: s, params: setup() });
    expect(query(s.getState($designerHref))).toMatchObject({
      photobookPrinting: 'digitalfotobuch',
      photobookCover: 'hard',
      photobookBinding: 'layflat',
      photobookPaper: 'matt',
      photobookFormat: 'a4-hoch',
      photobookPages: '24',
      amount: '1',
      templateId: 'portrait',
    });
    expect(query(s.getState($designerHref))).not.toHaveProperty('refinementType');
    await allSettled(optionChosen, {
      scope: s,
      params: { option: 'formatType', value: 'a4-quer' },
    });
    expect(query(s.getState($designerHref)).templateId).toBe('landscape');
    await allSettled(optionChosen, {
      scope: s,
      params: { option: 'formatType', value: '300-300' },
    });
    await allSettled(optionChosen, {
      scope: s,
      params: { option: 'refinementType', value: 'gold' },
    });
    expect(query(s.getState($designerHref))).toMatchObject({
      templateId: 'square',
      refinementType: 'gold',
    });
  });
});

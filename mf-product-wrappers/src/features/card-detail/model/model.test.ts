import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { cardQuantities } from '@shop/catalogue';
import {
  cardAccessories,
  cardPrice,
  kartenliebe,
  themePayload,
} from '../../../shared/testing/fixtures';
import {
  $designerHref,
  $envelopes,
  $price,
  $sampleHref,
  $selection,
  $status,
  cardChosen,
  cardStarted,
  envelopeChosen,
  loadAccessoriesFx,
  loadPriceFx,
  loadThemeFx,
  quantityChosen,
  quantityChoices,
  refinementChosen,
  retried,
  type CardBlock,
  type PriceRequest,
} from './model';

const block = {
  component: 'ProductDetailCard',
  headline: 'Einladung',
  occasion: 'hochzeit',
  themeId: 'hochzeit-1',
} as CardBlock;

const setup = (search = '', country: 'de' | 'at' | 'ch' = 'de') => ({
  block,
  storefront: { ...kartenliebe, country },
  search,
  cookies: '',
});

const unitPrice = (request: PriceRequest) =>
  (request.cardType === 'postkarte' ? 1.49 : 1.89) +
  (request.refinementType === 'gold' ? 0.5 : 0) +
  (request.accessorySkus.includes('ENV-B6-KRAFT') ? 1.1 : request.accessorySkus.length ? 0.95 : 0);

function scope(
  themeHandler = vi.fn(async () => themePayload),
  accessoriesHandler = async () => cardAccessories,
) {
  const priceHandler = vi.fn(async (request: PriceRequest) =>
    cardPrice(
      request.cardType,
      request.formatType,
      request.quantity,
      unitPrice(request) * request.quantity,
      request.refinementType,
    ),
  );
  const s = fork({
    handlers: [
      [loadThemeFx, themeHandler],
      [loadAccessoriesFx, accessoriesHandler],
      [loadPriceFx, priceHandler],
    ],
  });
  return { s, priceHandler, themeHandler };
}

const query = (href: string | null) =>
  Object.fromEntries(new URL(href!, 'http://shop').searchParams);

describe('card detail', () => {
  it('offers the catalogue quantities and preselects the eleventh with the smallest fitting envelope', async () => {
    const { s } = scope();
    await allSettled(cardStarted, { scope: s, params: setup() });
    expect(quantityChoices).toBe(cardQuantities);
    expect(s.getState($selection)).toEqual({
      sku: 'KL-HOCHZEIT-1-KLAPP',
      quantity: cardQuantities[10],
      refinementType: 'ohne',
      envelopeSku: 'ENV-C6-WHITE',
    });
    expect(s.getState($price)?.priceCurrent).toBeCloseTo((1.89 + 0.95) * cardQuantities[10]!);
  });

  it('asks for the price once, with the envelope, when the page opens and when the card changes', async () => {
    const { s, priceHandler } = scope();
    await allSettled(cardStarted, { scope: s, params: setup() });
    expect(priceHandler.mock.calls.map(([request]) => request.accessorySkus)).toEqual([
      ['ENV-C6-WHITE'],
    ]);
    await allSettled(cardChosen, { scope: s, params: 'KL-HOCHZEIT-1-POST' });
    expect(priceHandler).toHaveBeenCalledTimes(2);
    expect(priceHandler.mock.calls[1]![0]).toMatchObject({ cardType: 'postkarte' });
  });

  it('prices the card without an envelope when the envelopes cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { s, priceHandler } = scope(undefined, async () => Promise.reject(new Error('down')));
    await allSettled(cardStarted, { scope: s, params: setup() });
    expect(priceHandler).toHaveBeenCalledOnce();
    expect(priceHandler.mock.calls[0]![0].accessorySkus).toEqual([]);
    expect(s.getState($price)).not.toBeNull();
    log.mockRestore();
  });

  it('loads the theme named in the query before the block’s', async () => {
    const { s, themeHandler } = scope();
    await allSettled(cardStarted, { scope: s, params: setup('themeId=hochzeit-7') });
    expect(themeHandler).toHaveBeenCalledWith({ themeId: 'hochzeit-7', occasion: 'hochzeit' });
    expect(s.getState($status)).toBe('success');
  });

  it('shows the envelope surcharge of each size class for the country', async () => {
    const { s: de } = scope();
    await allSettled(cardStarted, { scope: de, params: setup('', 'de') });
    expect(de.getState($envelopes).map(({ surcharge }) => surcharge)).toEqual([
      { amount: 0.95, currency: 'EUR' },
      { amount: 1.1, currency: 'EUR' },
    ]);
    const { s: ch } = scope();
    await allSettled(cardStarted, { scope: ch, params: setup('', 'ch') });
    expect(ch.getState($envelopes).map(({ surcharge }) => surcharge)).toEqual([
      { amount: 1, currency: 'CHF' },
      { amount: 1.2, currency: 'CHF' },
    ]);
  });

  it('reprices for card, quantity, refinement and envelope, and refuses a quantity off the steps', async () => {
    const { s, priceHandler } = scope();
    await allSettled(cardStarted, { scope: s, params: setup() });
    await allSettled(quantityChosen, { scope: s, params: 100 });
    await allSettled(quantityChosen, { scope: s, params: 101 });
    await allSettled(refinementChosen, { scope: s, params: 'gold' });
    await allSettled(envelopeChosen, { scope: s, params: null });
    await allSettled(cardChosen, { scope: s, params: 'KL-HOCHZEIT-1-POST' });
    expect(s.getState($selection)).toMatchObject({
      quantity: 100,
      refinementType: 'gold',
      sku: 'KL-HOCHZEIT-1-POST',
    });
    expect(priceHandler.mock.calls.at(-1)![0]).toMatchObject({
      cardType: 'postkarte',
      quantity: 100,
      accessorySkus: [],
    });
    expect(s.getState($price)?.priceCurrent).toBeCloseTo((1.49 + 0.5) * 100);
  });

  it('leads to the designer with theme, card and quantity, and a sample as one card from Google Shopping', async () => {
    const { s } = scope();
    await allSettled(cardStarted, { scope: s, params: setup() });
    await allSettled(quantityChosen, { scope: s, params: 25 });
    expect(query(s.getState($designerHref))).toMatchObject({
      locale: 'de-DE',
      themeId: 'hochzeit-1',
      productType: 'klappkarte',
      formatType: '148x105',
      quantity: '25',
    });
    const sample = query(s.getState($sampleHref));
    expect(sample).toMatchObject({ quantity: '1', sample: '1', s: 'googleshopping' });
  });

  it('asks for the theme again on retry after a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { s } = scope(
      vi.fn(async () => {
        if (fail) throw new Error('down');
        return themePayload;
      }),
    );
    await allSettled(cardStarted, { scope: s, params: setup() });
    expect(s.getState($status)).toBe('error');
    fail = false;
    await allSettled(retried, { scope: s });
    expect(s.getState($status)).toBe('success');
    log.mockRestore();
  });
});

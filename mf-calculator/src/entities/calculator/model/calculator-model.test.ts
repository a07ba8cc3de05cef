import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { CalculatorReferencePayload } from '@shop/contracts';
import type { CalculatorBlock } from '../lib/offer';
import { block, chf, reference } from '../testing/fixtures';
import {
  $framedStatus,
  $loadStatus,
  $offer,
  $selection,
  calculatorStarted,
  dialogFormatPicked,
  formatChosen,
  framedTeaserShown,
  loadFramedPricesFx,
  loadReferenceFx,
  materialChosen,
  pricesRetried,
} from './calculator-model';

async function started(
  calculator: CalculatorBlock = block(),
  load: () => Promise<CalculatorReferencePayload> = async () => reference,
) {
  const scope = fork({ handlers: [[loadReferenceFx, vi.fn(load)]] });
  await allSettled(calculatorStarted, { scope, params: { block: calculator, locale: 'de-CH' } });
  return scope;
}

describe('calculator model', () => {
  it('starts on the block’s material and its initial format and loads live prices', async () => {
    const scope = await started();
    expect(scope.getState($loadStatus)).toBe('success');
    expect(scope.getState($selection)).toEqual({
      material: 'leinwand',
      format: '600x400',
      extra: null,
    });
    const canvas = scope.getState($offer)!.materials[0]!;
    expect(canvas.formats.map((f) => [f.value, f.priceCurrent, f.priceOriginal])).toEqual([
      ['400x300', 29.9, 29.9],
      ['600x400', 39.9, 49.9],
      ['900x600', 59.9, 59.9],
    ]);
    expect(canvas.allFormats).toHaveLength(5);
    expect(scope.getState($offer)!.currency).toBe('CHF');
    expect(scope.getState($offer)!.materials[1]!.badge).toEqual({
      text: 'Top-Deal',
      backgroundColor: '#FFD500',
      textColor: '#1A1A1A',
    });
  });

  it('changing the material resets the format to that material’s initial format', async () => {
    const scope = await started();
    await allSettled(formatChosen, { scope, params: '400x300' });
    await allSettled(materialChosen, { scope, params: 'acrylglas' });
    expect(scope.getState($selection)).toEqual({
      material: 'acrylglas',
      format: '900x600',
      extra: null,
    });
  });

  it('ignores a material the calculator does not offer', async () => {
    const scope = await started();
    await allSettled(materialChosen, { scope, params: 'marmor' });
    expect(scope.getState($selection)!.material).toBe('leinwand');
  });

  it('keeps a format picked in the dialog that the list lacks as an extra option until another is chosen', async () => {
    const scope = await started();
    await allSettled(dialogFormatPicked, { scope, params: '1200x800' });
    expect(scope.getState($selection)).toEqual({
      material: 'leinwand',
      format: '1200x800',
      extra: '1200x800',
    });
    await allSettled(formatChosen, { scope, params: '1200x800' });
    expect(scope.getState($selection)!.extra).toBe('1200x800');
    await allSettled(formatChosen, { scope, params: '400x300' });
    expect(scope.getState($selection)).toEqual({
      material: 'leinwand',
      format: '400x300',
      extra: null,
    });
  });

  it('selects a listed format picked in the dialog without an extra option', async () => {
    const scope = await started();
    await allSettled(dialogFormatPicked, { scope, params: '1200x800' });
    await allSettled(dialogFormatPicked, { scope, params: '900x600' });
    expect(scope.getState($selection)).toEqual({
      material: 'leinwand',
      format: '900x600',
      extra: null,
    });
  });

  it('a changed material drops the extra option', async () => {
    const scope = await started();
    await allSettled(dialogFormatPicked, { scope, params: '1200x800' });
    await allSettled(materialChosen, { scope, params: 'acrylglas' });
    expect(scope.getState($selection)!.extra).toBeNull();
  });

  it('a preselected sku picks material and format at start, as an extra option when unlisted', async () => {
    const listed = await started(block({ context: { sku: 'acrylglas-600x400' } }));
    expect(listed.getState($selection)).toEqual({
      material: 'acrylglas',
      format: '600x400',
      extra: null,
    });
    const unlisted = await started(block({ context: { sku: 'leinwand-1200x800' } }));
    expect(unlisted.getState($selection)).toEqual({
      material: 'leinwand',
      format: '1200x800',
      extra: '1200x800',
    });
  });

  it('a failed price load shows the block without prices, and a retry loads them', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const scope = await started(block(), async () => {
      calls += 1;
      if (calls === 1) throw new Error('503');
      return reference;
    });
    expect(scope.getState($loadStatus)).toBe('error');
    const offline = scope.getState($offer)!.materials[0]!;
    expect(offline.label).toBe('Leinwand');
    expect(offline.formats.map((f) => f.value)).toEqual(['400x300', '600x400', '900x600']);
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toContain(
      'calculator-prices-load-failed',
    );
    await allSettled(pricesRetried, { scope });
    expect(scope.getState($loadStatus)).toBe('success');
    expect(scope.getState($offer)!.materials[0]!.formats[1]!.priceCurrent).toBe(39.9);
    errors.mockRestore();
  });

  it('is pending while prices load', async () => {
    let release: (value: CalculatorReferencePayload) => void = () => {};
    const scope = fork({
      handlers: [
        [loadReferenceFx, () => new Promise<CalculatorReferencePayload>((r) => (release = r))],
      ],
    });
    const settled = allSettled(calculatorStarted, {
      scope,
      params: { block: block(), locale: 'de-CH' },
    });
    expect(scope.getState($loadStatus)).toBe('pending');
    release(reference);
    await settled;
    expect(scope.getState($loadStatus)).toBe('success');
  });

  it('shows the content’s prices in the shop’s currency for products without live prices', async () => {
    const load = vi.fn(async () => reference);
    const calendar = block({
      product: 'calendar',
      selectedValue: 'wandkalender',
      options: [
        {
          value: 'wandkalender',
          labelTranslationKey: 'calendar.wandkalender',
          initiallySelectedFormat: 'a3-hoch',
          formats: [{ value: 'a3-hoch', priceCurrent: chf(29.95), priceOriginal: chf(29.95) }],
        },
      ],
    } as Partial<CalculatorBlock>);
    const scope = await started(calendar, load);
    expect(load).not.toHaveBeenCalled();
    expect(scope.getState($loadStatus)).toBe('idle');
    const material = scope.getState($offer)!.materials[0]!;
    expect(material.label).toBe('Wandkalender');
    expect(material.formats[0]).toMatchObject({ label: '29.7 × 42 cm', priceCurrent: 30.95 });
  });

  it('leaves out materials and formats the country does not sell', async () => {
    const withMarble = block();
    withMarble.options = [
      ...withMarble.options,
      { ...withMarble.options[0]!, value: 'echtglas', labelTranslationKey: 'material.echtglas' },
    ];
    const scope = await started(withMarble);
    expect(scope.getState($offer)!.materials.map((m) => m.value)).toEqual([
      'leinwand',
      'acrylglas',
    ]);
  });

  it('loads the framed acrylic prices once when the teaser shows', async () => {
    const framed = vi.fn(async () => ({
      materialType: 'acrylglas',
      frameKind: 'schattenfuge-platte',
      frameType: 'schattenfuge-platte-schwarz',
      currency: 'CHF',
      unit: 'cm' as const,
      formats: [],
    }));
    const scope = fork({ handlers: [[loadFramedPricesFx, framed]] });
    await allSettled(framedTeaserShown, { scope });
    await allSettled(framedTeaserShown, { scope });
    expect(framed).toHaveBeenCalledTimes(1);
    expect(scope.getState($framedStatus)).toBe('success');
  });
});

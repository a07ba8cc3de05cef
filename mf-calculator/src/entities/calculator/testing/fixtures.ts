import type { CalculatorReferencePayload } from '@shop/contracts';
import type { CalculatorBlock } from '../lib/offer';

/** Content prices with CHF one unit above the other currencies, so a test sees which one shows. */
export const chf = (amount: number) => ({ eur: amount, chf: amount + 1, gbp: amount, usd: amount });
/** A wall-art calculator block with canvas and acrylic glass. */
export const block = (overrides: Partial<CalculatorBlock> = {}): CalculatorBlock =>
  ({
    _uid: 'calc',
    component: 'Calculator',
    headline: 'Wandbilder',
    title: 'Preis berechnen',
    product: 'photoframe',
    selectedValue: 'leinwand',
    ctaText: 'Jetzt gestalten',
    moreFormatsText: 'Mehr Formate',
    options: [
      {
        value: 'leinwand',
        labelTranslationKey: 'material.leinwand',
        initiallySelectedFormat: '600x400',
        formats: ['400x300', '600x400', '900x600'].map((value) => ({
          value,
          priceCurrent: chf(30),
          priceOriginal: chf(30),
        })),
      },
      {
        value: 'acrylglas',
        labelTranslationKey: 'material.acrylglas',
        initiallySelectedFormat: '900x600',
        formats: ['600x400', '900x600'].map((value) => ({
          value,
          priceCurrent: chf(50),
          priceOriginal: chf(60),
        })),
      },
    ],
    ...overrides,
  }) as CalculatorBlock;

const format = (value: string, price: number, original = price) => ({
  value,
  label: value,
  width: 0,
  height: 0,
  featured: false,
  sku: `x-${value}`,
  priceCurrent: price,
  priceOriginal: original,
  context: { formatType: value },
});
/** The catalogue's answer for Switzerland: canvas with five formats, acrylic glass with two. */
export const reference: CalculatorReferencePayload = {
  product: 'photoframe',
  locale: 'de-CH',
  currency: 'CHF',
  unit: 'cm',
  selectedValue: 'leinwand',
  selectedFormat: null,
  context: {},
  labels: [{ index: 1, text: 'Top-Deal', backgroundColor: '#FFD500', textColor: '#1A1A1A' }],
  options: [
    {
      value: 'leinwand',
      label: 'Leinwand',
      labelTranslationKey: 'material.leinwand',
      context: { materialType: 'leinwand', productType: 'photoframe' },
      initiallySelectedFormat: '600x400',
      formats: [
        format('300x200', 19.9),
        format('400x300', 29.9),
        format('600x400', 39.9, 49.9),
        format('900x600', 59.9),
        format('1200x800', 99.9),
      ].map((entry) => ({ ...entry, sku: `leinwand-${entry.value}` })),
    },
    {
      value: 'acrylglas',
      label: 'Acrylglas',
      labelTranslationKey: 'material.acrylglas',
      context: { materialType: 'acrylglas', productType: 'photoframe' },
      initiallySelectedFormat: '600x400',
      formats: [format('600x400', 69.9), format('900x600', 99.9, 129.9)].map((entry) => ({
        ...entry,
        sku: `acrylglas-${entry.value}`,
      })),
    },
  ],
};

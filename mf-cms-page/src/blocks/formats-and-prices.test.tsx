import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { FormatsAndPrices } from './formats-and-prices';

const prices = (eur: number) => ({ eur, chf: eur + 5, gbp: eur - 2, usd: eur + 3 });
const block: BlockOf<'FormatsAndPrices'> = {
  component: 'FormatsAndPrices',
  _uid: 'fp',
  headline: 'Formate und Preise',
  materialType: 'leinwand',
  rows: [
    { format: '300x200', priceCurrent: prices(29.95), priceOriginal: prices(39.95) },
    { format: '600x400', priceCurrent: prices(49.95), priceOriginal: prices(49.95) },
  ],
};

afterEach(cleanup);

describe('FormatsAndPrices', () => {
  it('is a table with caption and headers; the original price is struck through only when higher', () => {
    renderInPage(<FormatsAndPrices block={block} />);
    const table = screen.getByRole('table', { name: 'Formate und Preise' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Format', 'Preis', 'Ursprünglicher Preis']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('30 × 20 cm');
    expect(rows[0]!.querySelector('[data-price="current"]')?.textContent).toMatch(/^29,95\s€$/);
    expect(rows[0]!.querySelector('s[data-price="original"]')?.textContent).toMatch(/^39,95\s€$/);
    expect(rows[1]!.querySelector('[data-price="original"]')).toBeNull();
  });

  it('uses the storefront currency', () => {
    renderInPage(<FormatsAndPrices block={block} />, { locale: 'en-GB', country: 'gb' });
    const row = screen.getAllByRole('row')[1]!;
    expect(row.querySelector('[data-price="current"]')?.textContent).toBe('£27.95');
    expect(row.querySelector('[data-price="original"]')?.textContent).toBe('£37.95');
  });
});

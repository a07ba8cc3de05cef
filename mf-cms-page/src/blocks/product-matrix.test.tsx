import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { ProductMatrix } from './product-matrix';

const prices = (eur: number) => ({ eur, chf: eur + 5, gbp: eur - 2, usd: eur + 3 });
const item = (key: string, name: string, eur: number, badge?: string) => ({
  name,
  uuid: `uuid-${key}`,
  content: {
    component: 'ProductMatrixItem',
    _uid: `m-${key}`,
    name,
    image: { filename: `/media/content/wallart/matrix-${key}.jpg`, alt: name },
    link: { url: `/${key}` },
    priceFrom: prices(eur),
    badge,
  },
});
const stories = [
  item('wandbilder', 'Wandbilder', 19.95, 'Bestseller'),
  item('leinwanddruck', 'Leinwanddruck', 24.95),
  item('fotoabzuege', 'Fotoabzüge', 0.19),
  item('fotobox', 'Fotobox', 29.95, 'Neu'),
];
const block = {
  component: 'ProductMatrix',
  _uid: 'pm',
  headline: 'Unsere Bestseller',
  initialItems: stories.slice(0, 2),
  // An unresolved relation stays a plain id and is left out.
  items: [...stories, 'uuid-unresolved'],
} as unknown as BlockOf<'ProductMatrix'>;

afterEach(cleanup);

describe('ProductMatrix', () => {
  it('shows the initial items with image, name, badge, link and a "from" price', () => {
    renderInPage(<ProductMatrix block={block} />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Wandbilder' })).toBeTruthy();
    expect(first.getByAltText('Wandbilder')).toBeTruthy();
    expect(first.getByText('Bestseller')).toBeTruthy();
    expect(first.getByRole('link').getAttribute('href')).toBe('/wandbilder');
    expect(items[0]!.querySelector('[data-price="current"]')?.textContent).toMatch(/^ab 19,95\s€$/);
  });

  it('reveals the other items with the "show more" button and says so with aria-expanded', () => {
    renderInPage(<ProductMatrix block={block} />);
    const button = screen.getByRole('button', { name: 'Mehr anzeigen' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Weniger anzeigen');
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Wandbilder', 'Leinwanddruck', 'Fotoabzüge', 'Fotobox']);
  });

  it('prices in the storefront currency (CHF in Switzerland, $ in the US)', () => {
    const { container } = renderInPage(<ProductMatrix block={block} />, {
      locale: 'de-CH',
      country: 'ch',
    });
    expect(container.querySelector('[data-price="current"]')?.textContent).toMatch(
      /CHF\s?24[.,]95/,
    );
    cleanup();
    const us = renderInPage(<ProductMatrix block={block} />, { locale: 'en-US', country: 'com' });
    expect(us.container.querySelector('[data-price="current"]')?.textContent).toMatch(
      /from \$22\.95/,
    );
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@shop/i18n';
import { ProductTile } from './product-tile';

afterEach(cleanup);
const t = createTranslator('de-DE');
const tile = {
  id: 'photobox-small',
  name: 'Fotobox',
  text: '13 × 9 cm',
  href: '/designer/photobox?photoboxType=small',
  price: { priceCurrent: 19.95, priceOriginal: 24.95 },
};

describe('ProductTile', () => {
  it('links to its product and shows the from-price with the original struck through', () => {
    render(
      <ProductTile
        tile={{ ...tile, image: '/media/catalogue/box.jpg' }}
        locale="de-DE"
        currency="EUR"
        t={t}
      />,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe(tile.href);
    expect(screen.getByRole('link').textContent!.replace(/\s/g, ' ')).toContain('ab 19,95 €');
    expect(
      document.querySelector('s[data-price="original"]')!.textContent!.replace(/\s/g, ' '),
    ).toContain('24,95 €');
  });

  it('shows the initial of its name instead of a broken picture when it has none', () => {
    render(<ProductTile tile={{ ...tile, image: '' }} locale="de-DE" currency="EUR" t={t} />);
    expect(document.querySelector('.pw-tile__initial')!.textContent).toBe('F');
    expect(document.querySelector('.shop-image')).toBeNull();
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { Voucher } from './voucher';

const block: BlockOf<'Voucher'> = {
  component: 'Voucher',
  _uid: 'vo',
  headline: 'Verschenke Erinnerungen',
  text: 'Der Gutschein für alle Produkte.',
  amounts: [25, 50, 100],
  ctaText: 'Gutschein bestellen',
  image: { filename: '/media/content/wallart/voucher.jpg', alt: 'Geschenkgutschein' },
};

afterEach(cleanup);

describe('Voucher', () => {
  it('links each amount as a price to the voucher page, plus the call to action', () => {
    renderInPage(<Voucher block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: block.headline })).toBeTruthy();
    expect(screen.getByAltText('Geschenkgutschein')).toBeTruthy();
    const amounts = within(screen.getByRole('list', { name: 'Gutscheinwert wählen' })).getAllByRole(
      'link',
    );
    expect(amounts.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['25,00 €', '/gift-voucher?amount=25'],
        ['50,00 €', '/gift-voucher?amount=50'],
        ['100,00 €', '/gift-voucher?amount=100'],
      ].map(([text, href]) => [text!.replace(' ', '\u00a0'), href]),
    );
    expect(amounts[0]!.getAttribute('aria-label')).toMatch(/^Gutschein über 25,00\s€$/);
    expect(screen.getByRole('link', { name: 'Gutschein bestellen' }).getAttribute('href')).toBe(
      '/gift-voucher',
    );
  });

  it('shows amounts in the storefront currency and keeps the locale prefix', () => {
    renderInPage(<Voucher block={block} />, { locale: 'fr-CH', country: 'ch', basename: '/fr' });
    const first = screen.getAllByRole('link')[0]!;
    expect(first.textContent).toMatch(/25[.,]00\s?CHF|CHF\s?25[.,]00/);
    expect(first.getAttribute('href')).toBe('/fr/gift-voucher?amount=25');
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { Teaser } from './teaser';

const prices = (eur: number) => ({ eur, chf: eur * 1.1, gbp: eur * 0.9, usd: eur * 1.2 });

const hero: BlockOf<'Teaser'> = {
  component: 'Teaser',
  _uid: 't1',
  variant: 'hero',
  headline: 'Deine Erinnerungen verdienen eine große Bühne',
  text: 'Wir drucken deine Bilder gestochen scharf.',
  image: { filename: '/media/content/wallart/hero-home.jpg', alt: 'Drei gerahmte Wandbilder' },
  cta: { text: 'Jetzt gestalten', link: { url: '/wandbilder' } },
};

afterEach(cleanup);

describe('Teaser', () => {
  it('opens the page with the hero headline as h1, its image loaded first, and the call to action', () => {
    const { container } = renderInPage(<Teaser block={hero} />, {}, { h1Uid: 't1' });
    expect(screen.getByRole('heading', { level: 1, name: hero.headline })).toBeTruthy();
    const image = container.querySelector('img[alt="Drei gerahmte Wandbilder"]')!;
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('src')).toContain('/cdn-cgi/image/');
    expect(screen.getByRole('link', { name: 'Jetzt gestalten' }).getAttribute('href')).toBe(
      '/wandbilder',
    );
  });

  it('keeps the locale prefix on links of a storefront below a path prefix', () => {
    renderInPage(<Teaser block={hero} />, { basename: '/fr', locale: 'fr-CH', country: 'ch' });
    expect(screen.getByRole('link', { name: 'Jetzt gestalten' }).getAttribute('href')).toBe(
      '/fr/wandbilder',
    );
  });

  it('shows product prices in the storefront currency, the original struck through only when higher', () => {
    const split: BlockOf<'Teaser'> = {
      ...hero,
      variant: 'framed-acrylic',
      products: [
        {
          sku: 'a',
          name: 'Acrylglas gerahmt',
          priceCurrent: prices(49.95),
          priceOriginal: prices(69.95),
        },
        { sku: 'b', name: 'Poster', priceCurrent: prices(19.95), priceOriginal: prices(19.95) },
      ],
    };
    const { container } = renderInPage(<Teaser block={split} />, {
      locale: 'de-CH',
      country: 'ch',
    });
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    const items = container.querySelectorAll('.cms-teaser__product');
    expect(items[0]!.querySelector('[data-price="original"]')?.textContent).toMatch(
      /CHF\s?76[.,]95/,
    );
    expect(items[0]!.querySelector('[data-price="current"]')?.textContent).toMatch(
      /CHF\s?54[.,]95/,
    );
    expect(items[1]!.querySelector('[data-price="original"]')).toBeNull();
  });
});

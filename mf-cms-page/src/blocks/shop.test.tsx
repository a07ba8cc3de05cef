import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { Shop } from './shop';

const entry = (uid: string, text: string, url: string, color: string) => ({
  component: 'ShopEntry' as const,
  _uid: uid,
  text,
  link: { url },
  color,
  icon: 'camera',
});
const block: BlockOf<'Shop'> = {
  component: 'Shop',
  _uid: 'sh',
  headline: 'Unsere Shops',
  text: 'Alles für deine Fotos.',
  entries: [
    entry('e1', 'Fotoshop', '/fotoabzuege', '#F4B400'),
    entry('e2', 'Gutscheine', '/gutschein', '#1d3557'),
    entry('e3', 'Kalender', '/fotokalender', 'red; background: url(x)'),
  ],
};

afterEach(cleanup);

describe('Shop', () => {
  it('shows each entry as a coloured link tile with readable text', () => {
    renderInPage(<Shop block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Shops' })).toBeTruthy();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fotoshop', '/fotoabzuege'],
      ['Gutscheine', '/gutschein'],
      ['Kalender', '/fotokalender'],
    ]);
    const tile = (index: number) => links[index]!.firstElementChild as HTMLElement;
    // Dark text on the light yellow, white on the dark blue; a colour that is not one falls back.
    expect(tile(0).style.color).toMatch(/#000|rgb\(0, 0, 0\)/);
    expect(tile(1).style.color).toMatch(/#fff|rgb\(255, 255, 255\)/);
    expect(tile(2).style.background).not.toContain('url');
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { BentoGrid } from './bento-grid';

const tile = (size: BlockOf<'BentoTile'>['size'], title: string, url: string) => ({
  component: 'BentoTile' as const,
  _uid: `tile-${size}`,
  size,
  title,
  text: `${title} entdecken`,
  image: { filename: `/media/content/wallart/bento-${size}.jpg`, alt: title },
  link: { url },
});
const block: BlockOf<'BentoGrid'> = {
  component: 'BentoGrid',
  _uid: 'bg',
  headline: 'Entdecke unsere Welt',
  tiles: [
    tile('large', 'Wandbilder', '/wandbilder'),
    tile('tall', 'Leinwanddruck', '/leinwanddruck'),
    tile('wide', 'Fotoabzüge', '/fotoabzuege'),
    tile('small', 'Fotobox', '/fotobox'),
  ],
};

afterEach(cleanup);

describe('BentoGrid', () => {
  it('places each tile at its size, as a link named by its title, with its picture', () => {
    renderInPage(<BentoGrid block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: block.headline })).toBeTruthy();
    const cells = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cells.map((cell) => cell.className.match(/--(\w+)/)?.[1])).toEqual([
      'large',
      'tall',
      'wide',
      'small',
    ]);
    const link = within(cells[2]!).getByRole('link', { name: /Fotoabzüge/ });
    expect(link.getAttribute('href')).toBe('/fotoabzuege');
    expect(within(link).getByRole('heading', { level: 3, name: 'Fotoabzüge' })).toBeTruthy();
    expect(within(link).getByAltText('Fotoabzüge')).toBeTruthy();
  });
});

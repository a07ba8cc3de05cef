import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { ImageBlock } from './image';

const block: BlockOf<'Image'> = {
  component: 'Image',
  _uid: 'im',
  image: { filename: '/media/content/wallart/living-room.jpg', alt: 'Sofa unter einer Bilderwand' },
  caption: 'So wirkt Leinwand im Wohnzimmer',
};

afterEach(cleanup);

describe('Image', () => {
  it('is a figure with its picture (alt text) and caption', () => {
    const { container } = renderInPage(<ImageBlock block={block} />);
    const figure = container.querySelector('figure')!;
    expect(figure.querySelector('figcaption')?.textContent).toBe(block.caption);
    expect(screen.getByAltText('Sofa unter einer Bilderwand').getAttribute('src')).toContain(
      '/cdn-cgi/image/',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the picture when a link is set; without alt text the caption names the link', () => {
    renderInPage(
      <ImageBlock
        block={{ ...block, image: { ...block.image, alt: '' }, link: { url: '/leinwanddruck' } }}
      />,
    );
    const link = screen.getByRole('link', { name: block.caption });
    expect(link.getAttribute('href')).toBe('/leinwanddruck');
  });

  it('refuses a dangerous link target and shows the picture unlinked', () => {
    renderInPage(<ImageBlock block={{ ...block, link: { url: 'javascript:alert(1)' } }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByAltText('Sofa unter einer Bilderwand')).toBeTruthy();
  });
});

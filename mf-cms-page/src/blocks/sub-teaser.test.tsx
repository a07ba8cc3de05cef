import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { SubTeaser } from './sub-teaser';

const block: BlockOf<'SubTeaser'> = {
  component: 'SubTeaser',
  _uid: 's1',
  variant: 'image-right',
  headline: 'Wandbilder für jeden Raum',
  text: 'Vom Poster bis zum Acrylglas.',
  image: { filename: '/media/content/wallart/error-teaser.jpg', alt: 'Wohnzimmer mit Wandbild' },
  cta: { text: 'Jetzt entdecken', link: { url: '/wandbilder' } },
};

afterEach(cleanup);

describe('SubTeaser', () => {
  it('shows headline (h2), text, image with alt text and the call to action', () => {
    const { container } = renderInPage(<SubTeaser block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: block.headline })).toBeTruthy();
    expect(screen.getByText(block.text)).toBeTruthy();
    expect(screen.getByAltText('Wohnzimmer mit Wandbild')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt entdecken' }).getAttribute('href')).toBe(
      '/wandbilder',
    );
    expect(container.querySelector('.cms-sub-teaser--image-right')).toBeTruthy();
  });

  it('renders the tiles variant without a call to action when none is set', () => {
    const { container } = renderInPage(
      <SubTeaser block={{ ...block, variant: 'tiles', cta: undefined }} />,
    );
    expect(container.querySelector('.cms-sub-teaser--tiles')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

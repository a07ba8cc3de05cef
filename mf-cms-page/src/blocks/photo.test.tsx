import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { Photo } from './photo';

const block: BlockOf<'Photo'> = {
  component: 'Photo',
  _uid: 'ph',
  image: { filename: '/media/content/wallart/sunset.jpg', alt: 'Sonnenuntergang am Meer' },
  caption: 'Abendlicht an der Ostsee',
  photographer: 'Lena Berg',
};

afterEach(cleanup);

describe('Photo', () => {
  it('shows the photo with caption and the photographer’s credit', () => {
    const { container } = renderInPage(<Photo block={block} />);
    expect(screen.getByAltText('Sonnenuntergang am Meer')).toBeTruthy();
    expect(container.querySelector('figcaption')?.textContent).toBe(
      'Abendlicht an der OstseeFoto: Lena Berg',
    );
  });

  it('translates the credit and leaves the caption out when there is none', () => {
    const { container } = renderInPage(
      <Photo block={{ ...block, caption: undefined, photographer: 'Lena Berg' }} />,
      { locale: 'fr-FR', country: 'fr' },
    );
    expect(container.querySelector('figcaption')?.textContent).toBe('Photo\u00a0: Lena Berg');
    cleanup();
    const bare = renderInPage(
      <Photo block={{ ...block, caption: undefined, photographer: undefined }} />,
    );
    expect(bare.container.querySelector('figcaption')).toBeNull();
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { ProductQuality } from './product-quality';

const block: BlockOf<'ProductQuality'> = {
  component: 'ProductQuality',
  _uid: 'pq',
  headline: 'Qualität, die man sieht',
  items: [
    {
      component: 'QualityItem',
      _uid: 'q1',
      title: 'Brillante Farben',
      text: 'Gedruckt mit zwölf Farben.',
      image: { filename: '/media/content/wallart/quality-1.jpg', alt: 'Farbproben' },
    },
    { component: 'QualityItem', _uid: 'q2', title: 'Echtholzrahmen', text: 'Handgefertigt.' },
  ],
};

afterEach(cleanup);

describe('ProductQuality', () => {
  it('lists each quality feature as an h3 with text and its picture', () => {
    renderInPage(<ProductQuality block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: block.headline })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('heading', { level: 3, name: 'Brillante Farben' }),
    ).toBeTruthy();
    expect(within(items[0]!).getByText('Gedruckt mit zwölf Farben.')).toBeTruthy();
    expect(within(items[0]!).getByAltText('Farbproben').getAttribute('src')).toContain(
      '/cdn-cgi/image/',
    );
    expect(items[1]!.querySelector('img')).toBeNull();
  });
});

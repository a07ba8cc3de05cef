import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { CustomerPicture } from './customer-picture';

const block: BlockOf<'CustomerPicture'> = {
  component: 'CustomerPicture',
  _uid: 'cp',
  headline: 'Bei unseren Kunden zu Hause',
  text: 'Eure schönsten Wände.',
  images: [1, 2, 3].map((n) => ({
    filename: `/media/content/wallart/customer-${n}.jpg`,
    alt: `Kundenwand ${n}`,
  })),
};

afterEach(cleanup);

describe('CustomerPicture', () => {
  it('shows every picture in a list with its alt text', () => {
    renderInPage(<CustomerPicture block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: block.headline })).toBeTruthy();
    expect(screen.getByText('Eure schönsten Wände.')).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('img')?.getAttribute('alt'))).toEqual([
      'Kundenwand 1',
      'Kundenwand 2',
      'Kundenwand 3',
    ]);
  });
});

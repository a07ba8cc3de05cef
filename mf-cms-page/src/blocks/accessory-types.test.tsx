import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { AccessoryTypes } from './accessory-types';

const block = {
  component: 'AccessoryTypes',
  _uid: 'at',
  headline: 'Passendes Zubehör',
  accessoryTypes: [
    {
      name: 'Aufhänger',
      content: {
        component: 'AccessoryType',
        _uid: 'a1',
        name: 'Aufhänger',
        accessoryType: 'aufhaenger',
        description: 'Hält jedes Bild sicher.',
        image: { filename: '/media/content/wallart/accessory-aufhaenger.jpg', alt: 'Aufhänger' },
      },
    },
    // A story of another type is not an accessory and is left out.
    { name: 'Rahmen', content: { component: 'FrameType', _uid: 'x', name: 'Rahmen' } },
  ],
} as unknown as BlockOf<'AccessoryTypes'>;

afterEach(cleanup);

describe('AccessoryTypes', () => {
  it('shows each resolved accessory with image, name and description', () => {
    renderInPage(<AccessoryTypes block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Passendes Zubehör' })).toBeTruthy();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Aufhänger' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Hält jedes Bild sicher.')).toBeTruthy();
    expect(within(cards[0]!).getByAltText('Aufhänger')).toBeTruthy();
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { FrameTypes } from './frame-types';

const frame = (key: string, name: string) => ({
  name,
  uuid: `uuid-${key}`,
  content: {
    component: 'FrameType',
    _uid: `f-${key}`,
    name,
    frameType: key,
    description: `${name}: zeitlos und stabil.`,
    image: { filename: `/media/content/wallart/frame-${key}.jpg`, alt: name },
  },
});
const block = {
  component: 'FrameTypes',
  _uid: 'ft',
  headline: 'Unsere Rahmen',
  frameTypes: [frame('alurahmen', 'Alurahmen'), frame('holzrahmen', 'Holzrahmen'), 'uuid-missing'],
} as unknown as BlockOf<'FrameTypes'>;

afterEach(cleanup);

describe('FrameTypes', () => {
  it('shows each resolved frame type as a card with image, name and description', () => {
    renderInPage(<FrameTypes block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Rahmen' })).toBeTruthy();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Alurahmen' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Alurahmen: zeitlos und stabil.')).toBeTruthy();
    expect(within(cards[1]!).getByAltText('Holzrahmen')).toBeTruthy();
  });
});

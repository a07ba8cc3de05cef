import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { SizeOverview } from './size-overview';

const block: BlockOf<'SizeOverview'> = {
  component: 'SizeOverview',
  _uid: 'so',
  headline: 'Beliebte Formate',
  text: 'Alle Maße ohne Rahmen.',
  formats: ['600x400', '1205x800'],
};

const labels = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s+/g, ' '));

afterEach(cleanup);

describe('SizeOverview', () => {
  it('shows mm formats in cm, with the locale’s decimal separator', () => {
    renderInPage(<SizeOverview block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Beliebte Formate' })).toBeTruthy();
    expect(screen.getByText('Alle Maße ohne Rahmen.')).toBeTruthy();
    expect(labels()).toEqual(['60 × 40 cm', '120,5 × 80 cm']);
  });

  it('shows inches in the US', () => {
    renderInPage(<SizeOverview block={block} />, { locale: 'en-US', country: 'com' });
    expect(labels()).toEqual(['23.6 × 15.7 in', '47.4 × 31.5 in']);
  });
});

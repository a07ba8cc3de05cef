import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { Feed } from './feed';

const block: BlockOf<'Feed'> = {
  component: 'Feed',
  _uid: 'fe',
  headline: 'Collagen-Ideen',
  text: 'Lass dich inspirieren.',
  feedType: 'collage',
  pageSize: 24,
};

afterEach(cleanup);

describe('Feed', () => {
  it('shows headline and text and says new ideas are coming, without made-up entries', () => {
    const { container } = renderInPage(<Feed block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Collagen-Ideen' })).toBeTruthy();
    expect(screen.getByText('Lass dich inspirieren.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Neue Ideen/);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the overview page the editors set', () => {
    renderInPage(<Feed block={{ ...block, link: { url: '/fotocollage' } }} />);
    expect(screen.getByRole('link', { name: 'Alle Ideen ansehen' }).getAttribute('href')).toBe(
      '/fotocollage',
    );
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { UspWrapper } from './usp-wrapper';

const usp = (n: number, title: string) => ({
  name: title,
  uuid: `u${n}`,
  content: { component: 'Usp', _uid: `usp-${n}`, icon: 'truck', title, text: `Text ${n}` },
});

afterEach(cleanup);

describe('UspWrapper', () => {
  it('lists the shared USP stories with their titles, leaving out ids that were not resolved', () => {
    const block = {
      component: 'UspWrapper',
      _uid: 'w',
      usps: [
        usp(1, 'Schneller Versand'),
        'c0ffee00-0000-4000-8000-000000000000',
        usp(2, 'Made in Germany'),
      ],
    } as unknown as BlockOf<'UspWrapper'>;
    renderInPage(<UspWrapper block={block} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Schneller Versand'),
      expect.stringContaining('Made in Germany'),
    ]);
  });

  it('renders nothing when no story could be resolved', () => {
    const block = {
      component: 'UspWrapper',
      _uid: 'w',
      usps: ['c0ffee00-0000-4000-8000-000000000000'],
    } as unknown as BlockOf<'UspWrapper'>;
    const { container } = renderInPage(<UspWrapper block={block} />);
    expect(container.innerHTML).toBe('');
  });
});

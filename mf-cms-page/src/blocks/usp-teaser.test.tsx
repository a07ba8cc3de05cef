import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { UspTeaser } from './usp-teaser';

const block: BlockOf<'UspTeaser'> = {
  component: 'UspTeaser',
  _uid: 'u1',
  headline: 'Darum Wallart',
  items: [
    {
      component: 'UspItem',
      _uid: 'i1',
      icon: 'truck',
      title: 'Schneller Versand',
      text: 'In 1–3 Werktagen',
    },
    { component: 'UspItem', _uid: 'i2', icon: 'unknown-icon', title: 'Profi-Qualität' },
  ],
};

afterEach(cleanup);

describe('UspTeaser', () => {
  it('lists every promise with its title and text; icons are hidden from screen readers', () => {
    const { container } = renderInPage(<UspTeaser block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Darum Wallart' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Schneller VersandIn 1–3 Werktagen',
      'Profi-Qualität',
    ]);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });
});

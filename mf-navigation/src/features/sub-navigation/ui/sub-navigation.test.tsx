import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubNavigationProps } from '@shop/contracts';
import { navigationFixture } from '../../../shared/testing/navigation-fixture';
import { SubNavigation } from './sub-navigation';

const props: SubNavigationProps = {
  channel: 'wallart',
  country: 'de',
  locale: 'de-DE',
  platform: 'web',
  basename: '/de',
  pathname: '/wandbilder',
  search: '?materialType=poster',
  navigation: navigationFixture,
  activeNavigation: null,
};

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

describe('SubNavigation', () => {
  it('shows the item’s tiles in their shapes and sizes with headings, and marks the current one', () => {
    render(<SubNavigation {...props} />);
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Poster');
    expect(current.getAttribute('href')).toBe('/de/wandbilder?materialType=poster');
    const circle = current.querySelector<HTMLElement>('.sub-nav__media')!;
    expect([circle.style.width, circle.style.height]).toEqual(['76px', '76px']);
    const square = screen
      .getByRole('link', { name: 'Zubehör' })
      .querySelector<HTMLElement>('.sub-nav__media')!;
    expect([square.style.width, square.style.height]).toEqual(['110px', '73px']);
    expect(screen.getByText('Materialien').closest('.sub-nav__heading')).toBeTruthy();
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('follows the story’s active navigation, and shows nothing for none or on feed pages', () => {
    const { rerender } = render(
      <SubNavigation {...props} pathname="/fotobox" search="" activeNavigation="photo-products" />,
    );
    expect(screen.queryByTestId('sub-navigation')).toBeNull();
    rerender(
      <SubNavigation
        {...props}
        pathname="/fotobox"
        search=""
        navigation={{
          ...navigationFixture,
          mainNavigation: navigationFixture.mainNavigation.map((item) =>
            item.id === 'photo' ? { ...item, navigationType: 'photo-products' } : item,
          ),
        }}
        activeNavigation="photo-products"
      />,
    );
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Fotobox');
    expect(
      screen.getByRole('link', { name: 'Fotobox' }).querySelector<HTMLElement>('.sub-nav__media')!
        .style.height,
    ).toBe('110px');
    rerender(<SubNavigation {...props} activeNavigation="none" />);
    expect(screen.queryByTestId('sub-navigation')).toBeNull();
    rerender(
      <SubNavigation {...props} pathname="/feed-collage" search="" activeNavigation="wall-art" />,
    );
    expect(screen.queryByTestId('sub-navigation')).toBeNull();
  });

  it('has no scroll buttons while the row does not overflow', () => {
    render(<SubNavigation {...props} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigationProps } from '@shop/contracts';
import { navigationFixture } from '../../../shared/testing/navigation-fixture';
import { flyoutCleared } from '../model/flyout-model';
import { MainNavigation } from './main-navigation';

const props: NavigationProps = {
  channel: 'wallart',
  country: 'de',
  locale: 'de-DE',
  platform: 'web',
  basename: '',
  pathname: '/leinwanddruck',
  navigation: navigationFixture,
};

const matchWidth = (desktop: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: desktop,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

beforeEach(() => matchWidth(true));
afterEach(() => {
  act(() => flyoutCleared());
  cleanup();
  vi.restoreAllMocks();
});

describe('MainNavigation', () => {
  it('shows the configured items except burger-only ones, with labels and the current page', () => {
    render(<MainNavigation {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const texts = Array.from(nav.querySelectorAll('.main-nav__link')).map(
      (link) => link.firstChild?.textContent,
    );
    expect(texts).toEqual(['Wandbilder', 'Leinwanddruck', 'Fotoprodukte']);
    expect(screen.getByRole('link', { name: /Leinwanddruck/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('Bestseller', { selector: '.nav-label' })).toBeTruthy();
  });

  it('opens the flyout on hover with groups in the order bestseller, premium, additional', () => {
    render(<MainNavigation {...props} />);
    const trigger = screen.getByRole('link', { name: 'Wandbilder' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const groups = Array.from(screen.getByTestId('flyout').querySelectorAll('[data-group]')).map(
      (group) => group.getAttribute('data-group'),
    );
    expect(groups).toEqual(['bestseller', 'premium', 'additional']);
  });

  it('opens with Enter without following the link, and closes with Escape', () => {
    render(<MainNavigation {...props} />);
    const trigger = screen.getByRole('link', { name: 'Wandbilder' });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => void trigger.dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(true);
    expect(screen.getByTestId('flyout')).toBeTruthy();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByTestId('flyout')).toBeNull();
  });

  it('has no flyouts below 1000 px: the items are plain links', () => {
    vi.restoreAllMocks();
    matchWidth(false);
    render(<MainNavigation {...props} />);
    const trigger = screen.getByRole('link', { name: 'Wandbilder' });
    expect(trigger.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(screen.queryByTestId('flyout')).toBeNull();
  });
});

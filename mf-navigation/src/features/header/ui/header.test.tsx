import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $dialog, customerChanged, dialogCloseRequested } from '@shop/bus';
import { anonymousCustomer } from '@shop/contracts';
import type { HeaderProps } from '@shop/contracts';
import { navigationFixture } from '../../../shared/testing/navigation-fixture';
import { Header } from './header';

const props: HeaderProps = {
  channel: 'wallart',
  country: 'de',
  locale: 'de-DE',
  platform: 'web',
  basename: '',
  pathname: '/',
  hotline: { display: '0800 724 86 00', href: 'tel:+498007248600' },
  navigation: navigationFixture,
};

afterEach(() => {
  cleanup();
  act(() => {
    customerChanged(anonymousCustomer);
    dialogCloseRequested();
  });
});

describe('Header', () => {
  it('logged out: the account item has no link and opens the sign-in dialog', () => {
    render(<Header {...props} />);
    const account = screen.getByTestId('account-item');
    expect(account.tagName).toBe('BUTTON');
    expect(account.getAttribute('href')).toBeNull();
    fireEvent.click(account);
    expect($dialog.getState()).toEqual({ dialogType: 'signIn', dialogPayload: undefined });
  });

  it('logged in: shows first and last name with the logged-in icon and the cart count', () => {
    act(() =>
      customerChanged({
        ...anonymousCustomer,
        isLoggedIn: true,
        firstName: 'Anna',
        lastName: 'Berg',
        order: { isWhitelabelOrder: false, cartArticlesAmount: 2 },
      }),
    );
    render(<Header {...props} />);
    const account = screen.getByTestId('account-item');
    expect(account.tagName).toBe('A');
    expect(account.textContent).toContain('Anna Berg');
    expect(screen.getByRole('img', { name: 'Angemeldet als Anna Berg' })).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
  });

  it('shows the back button on the desktop platform except on the desktop start page', () => {
    const { rerender } = render(
      <Header {...props} platform="desktop" pathname="/fotobox" basename="/d" />,
    );
    expect(screen.queryByRole('button', { name: /Zurück/ })).not.toBeNull();
    rerender(<Header {...props} platform="desktop" pathname="/desktop-startseite" basename="/d" />);
    expect(screen.queryByRole('button', { name: /Zurück/ })).toBeNull();
    rerender(<Header {...props} platform="desktop" pathname="/" basename="/d" />);
    expect(screen.queryByRole('button', { name: /Zurück/ })).toBeNull();
    rerender(<Header {...props} platform="web" pathname="/fotobox" />);
    expect(screen.queryByRole('button', { name: /Zurück/ })).toBeNull();
  });

  it('speaks the storefront language', () => {
    render(<Header {...props} locale="fr-FR" />);
    expect(screen.getByRole('link', { name: 'Magazine' })).toBeTruthy();
    expect(screen.getByTestId('account-item').textContent).toContain('Se connecter');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeTruthy();
  });

  it('takes its links from the configuration, below the basename, and leaves out pages content does not name', () => {
    const { rerender } = render(
      <Header
        {...props}
        basename="/fr"
        navigation={{ ...navigationFixture, magazineUrl: '/magazine', serviceUrl: '/aide' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Magazin' }).getAttribute('href')).toBe('/fr/magazine');
    expect(screen.getByRole('link', { name: 'Service' }).getAttribute('href')).toBe('/fr/aide');
    expect(screen.getByRole('link', { name: /Warenkorb/ }).getAttribute('href')).toBe(
      '/fr/account',
    );
    rerender(
      <Header
        {...props}
        navigation={{
          ...navigationFixture,
          magazineUrl: null,
          serviceUrl: null,
          cartUrl: '/warenkorb',
        }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Magazin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Service' })).toBeNull();
    expect(screen.getByRole('link', { name: /Warenkorb/ }).getAttribute('href')).toBe('/warenkorb');
  });

  it('shows the whitelabel bar to whitelabel customers on the web platform only', () => {
    act(() => customerChanged({ ...anonymousCustomer, isWhitelabelCustomer: true }));
    const { rerender } = render(<Header {...props} />);
    expect(screen.getByTestId('whitelabel-bar').textContent).toContain('Partnershop');
    rerender(<Header {...props} platform="desktop" basename="/d" />);
    expect(screen.queryByTestId('whitelabel-bar')).toBeNull();
  });
});

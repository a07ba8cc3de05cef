import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogCloseRequested, dialogOpenRequested } from '@shop/bus';
import { AccountDialogs } from './account-dialogs';

const storefront = {
  channel: 'kartenliebe',
  country: 'de',
  locale: 'de-DE',
  platform: 'web',
  basename: '',
  integrations: { googleClientId: null, recaptchaSiteKey: null },
} as const;

afterEach(() => {
  act(() => dialogCloseRequested());
  cleanup();
});

describe('AccountDialogs', () => {
  it('shows nothing until the bus asks for an account dialog', () => {
    render(<AccountDialogs {...storefront} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => dialogOpenRequested({ dialogType: 'signIn' }));
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeTruthy();
  });

  it('switches between sign-in, sign-up and password reset, one dialog at a time', () => {
    render(<AccountDialogs {...storefront} />);
    act(() => dialogOpenRequested({ dialogType: 'signIn' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kundenkonto erstellen' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Kundenkonto erstellen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zur Anmeldung' }));
    fireEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(screen.getByRole('dialog', { name: 'Passwort zurücksetzen' })).toBeTruthy();
  });

  it('ignores dialogs other remotes own', () => {
    render(<AccountDialogs {...storefront} />);
    act(() => dialogOpenRequested({ dialogType: 'calculatorMoreFormats' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

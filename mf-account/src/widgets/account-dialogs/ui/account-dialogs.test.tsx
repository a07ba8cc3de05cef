import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork, scopeBind, type Effect, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $dialog,
  customerChanged,
  customerInitialized,
  dialogOpenRequested,
  type DialogState,
} from '@shop/bus';
import type { LoginRequest, StatusResponse } from '@shop/api-client';
import { $storefront } from '../../../shared/config';
import { logFx } from '../../../shared/lib';
import { annaBerg, apiError, deferred, logRecorder, testStorefront } from '../../../shared/testing';
import { loginFx } from '../../../features/sign-in';
import { signupFx } from '../../../features/sign-up';
import { loadGoogleScriptFx } from '../../../features/google-sign-in';
import { preloadRecaptchaFx, subscribeNewsletterFx } from '../../../features/newsletter';
import { AccountDialogs } from './account-dialogs';

// Effect replacements of one test, as fork takes them.
type Handlers = [Effect<any, any, any>, (params: any) => unknown][];

function mount(
  options: {
    googleClientId?: string | null;
    recaptchaSiteKey?: string | null;
    handlers?: Handlers;
  } = {},
) {
  const log = logRecorder();
  const scope = fork({
    values: [
      [
        $storefront,
        {
          ...testStorefront,
          integrations: {
            googleClientId: options.googleClientId ?? null,
            recaptchaSiteKey: options.recaptchaSiteKey ?? null,
          },
        },
      ],
    ],
    handlers: [...(options.handlers ?? []), [logFx, log.handler]],
  });
  render(
    <Provider value={scope}>
      <AccountDialogs />
    </Provider>,
  );
  return { scope, log };
}

// Sent without waiting for the scope to settle: a dialog may start a request the test holds back.
async function open(scope: Scope, request: DialogState) {
  await act(async () => {
    scopeBind(dialogOpenRequested, { scope })(request);
  });
}

afterEach(cleanup);

describe('AccountDialogs', () => {
  it('shows nothing until the bus asks for an account dialog, and ignores other remotes’ dialogs', async () => {
    const { scope } = mount();
    expect(screen.queryByRole('dialog')).toBeNull();
    await open(scope, { dialogType: 'calculatorMoreFormats' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await open(scope, { dialogType: 'signIn' });
    const dialog = screen.getByRole('dialog', { name: 'Anmelden' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('E-Mail-Adresse'));
  });

  it('switches between sign-in, sign-up and password reset, one dialog at a time', async () => {
    const { scope } = mount();
    await open(scope, { dialogType: 'signIn' });
    fireEvent.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Kundenkonto anlegen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), {
      target: { value: 'anna@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    const reset = screen.getByRole('dialog', { name: 'Passwort zurücksetzen' });
    expect((within(reset).getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe(
      'anna@example.org',
    );
  });

  it('shows the server’s message above the form, keeps the input and disables the button while sending', async () => {
    const answer = deferred<typeof annaBerg>();
    const { scope } = mount({
      handlers: [[loginFx, (_: LoginRequest) => answer.promise]],
    });
    await open(scope, { dialogType: 'signIn' });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), {
      target: { value: 'anna@example.org' },
    });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'falsch-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const submit = screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      answer.reject(
        apiError(401, {
          message: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
          code: 'invalid-credentials',
        }),
      );
      await allSettled(scope);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    );
    expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe(
      'anna@example.org',
    );
    expect((screen.getByLabelText('Passwort') as HTMLInputElement).value).toBe('falsch-123');
    expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('puts a field’s error beside it: invalid, described by the message, announced', async () => {
    const { scope } = mount();
    await open(scope, { dialogType: 'signIn' });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'anna@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(email.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(message.getAttribute('role')).toBe('alert');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { scope } = mount();
    await open(scope, { dialogType: 'signIn' });
    const password = screen.getByLabelText('Passwort') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort verbergen' }));
    expect(password.type).toBe('password');
  });

  it('offers no Google button without a client id', async () => {
    const { scope } = mount({ googleClientId: null });
    await open(scope, { dialogType: 'signIn' });
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  });

  it('hides the Google button and logs google-not-loaded when Google’s script cannot be loaded', async () => {
    const script = deferred<void>();
    const { scope, log } = mount({
      googleClientId: 'client-id',
      handlers: [[loadGoogleScriptFx, () => script.promise]],
    });
    await open(scope, { dialogType: 'signIn' });
    expect(screen.getByTestId('google-sign-in')).toBeTruthy();
    await act(async () => {
      script.reject(new Error('https://accounts.google.com/gsi/client could not be loaded'));
      await allSettled(scope);
    });
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(log.events()).toEqual(['google-not-loaded']);
    // The rest of the dialog is unaffected.
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('loads Google’s script when the sign-in dialog opens, not with the page or another dialog', async () => {
    const loads: unknown[] = [];
    const { scope } = mount({
      googleClientId: 'client-id',
      handlers: [[loadGoogleScriptFx, () => (loads.push('gsi'), new Promise(() => undefined))]],
    });
    await open(scope, { dialogType: 'newsletter' });
    expect(loads).toEqual([]);
    await open(scope, { dialogType: 'signIn' });
    expect(loads).toEqual(['gsi']);
  });

  it('loads reCAPTCHA’s script when the shopper starts typing in the newsletter form, not when it opens', async () => {
    const preloads: string[] = [];
    const { scope } = mount({
      recaptchaSiteKey: 'site-key',
      handlers: [[preloadRecaptchaFx, (siteKey: string) => preloads.push(siteKey)]],
    });
    await open(scope, { dialogType: 'newsletter' });
    expect(preloads).toEqual([]);
    await act(async () => {
      fireEvent.input(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'l' } });
      await allSettled(scope);
    });
    expect(preloads).toEqual(['site-key']);
  });

  it('shows the server’s “check your mail” after signing up', async () => {
    const sent: StatusResponse = {
      status: 'confirmation-sent',
      message: 'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt.',
    };
    const { scope } = mount({ handlers: [[signupFx, async () => sent]] });
    await open(scope, { dialogType: 'signUp' });
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Berg' } });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), {
      target: { value: 'anna@example.org' },
    });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Leinwand-2024' } });
    expect(screen.getByText('Mindestens 8 Zeichen')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
      await allSettled(scope);
    });
    expect(screen.getByTestId('sign-up-sent').textContent).toBe(
      'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt.',
    );
  });

  it('welcomes the customer back from the confirmation link', async () => {
    const { scope } = mount();
    await open(scope, { dialogType: 'signUp', dialogPayload: { linkStatus: 'confirmed' } });
    // The session is still loading when the page opens from the link.
    expect(screen.getByText('Ihr Konto wird geladen …')).toBeTruthy();
    await act(async () => {
      await allSettled(customerChanged, { scope, params: annaBerg });
      await allSettled(customerInitialized, { scope });
    });
    expect(screen.getByTestId('sign-up-confirmed').textContent).toBe(
      'Willkommen, Anna Berg! Ihr Kundenkonto wurde angelegt.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Weiter einkaufen' }));
    expect(scope.getState($dialog)).toBeNull();
  });

  it('confirms the newsletter from the mailed link, and subscribes from the dialog', async () => {
    const sent: StatusResponse = { status: 'confirmation-sent', message: 'Fast geschafft!' };
    const { scope } = mount({ handlers: [[subscribeNewsletterFx, async () => sent]] });
    await open(scope, { dialogType: 'newsletter', dialogPayload: { linkStatus: 'confirmed' } });
    expect(screen.getByRole('dialog', { name: 'Newsletter abonnieren' })).toBeTruthy();
    expect(screen.getByTestId('newsletter-confirmed').textContent).toBe(
      'Vielen Dank! Ihre Newsletter-Anmeldung ist bestätigt.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Weiter einkaufen' }));
    await open(scope, { dialogType: 'newsletter' });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), {
      target: { value: 'leser@example.org' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abonnieren' }));
      await allSettled(scope);
    });
    expect(screen.getByTestId('newsletter-dialog-form-sent').textContent).toBe('Fast geschafft!');
  });
});

import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $customer, $dialog, accountDialogInteracted, dialogOpenRequested } from '@shop/bus';
import type { GoogleCredentialsRequest } from '@shop/api-client';
import { $storefront } from '../../../shared/config';
import { logFx } from '../../../shared/lib';
import {
  annaBerg,
  apiError,
  logRecorder,
  recordUnit,
  testStorefront,
} from '../../../shared/testing';
import type { GoogleIdApi, GoogleIdConfiguration } from '../lib/google-identity';
import {
  $googleError,
  $googleStatus,
  $googleVisible,
  credentialReceived,
  googleButtonMounted,
  googleSignInFx,
  loadGoogleScriptFx,
} from './google-model';

const clientId = '1234-test.apps.googleusercontent.com';

/** Stands in for Google Identity Services on `window.google`. */
function fakeGoogle() {
  const api = {
    initialize: vi.fn<GoogleIdApi['initialize']>(),
    renderButton: vi.fn<GoogleIdApi['renderButton']>(),
  };
  (globalThis as { google?: unknown }).google = { accounts: { id: api } };
  const configuration = () => api.initialize.mock.calls[0]![0] as GoogleIdConfiguration;
  return { api, configuration };
}

function container() {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

function scopeWith(options: {
  clientId: string | null;
  load: () => Promise<void>;
  signIn?: (request: GoogleCredentialsRequest) => Promise<typeof annaBerg>;
}) {
  const log = logRecorder();
  const loads = vi.fn(options.load);
  const scope = fork({
    values: [
      [
        $storefront,
        {
          ...testStorefront,
          integrations: { googleClientId: options.clientId, recaptchaSiteKey: null },
        },
      ],
    ],
    handlers: [
      [loadGoogleScriptFx, loads],
      [logFx, log.handler],
      [googleSignInFx, options.signIn ?? (async () => annaBerg)],
    ],
  });
  return { scope, log, loads };
}

afterEach(() => {
  delete (globalThis as { google?: unknown }).google;
  document.body.innerHTML = '';
});

describe('Google sign-in model', () => {
  it('offers nothing and loads nothing without a client id', async () => {
    const { scope, loads } = scopeWith({ clientId: null, load: async () => {} });
    await allSettled(googleButtonMounted, { scope, params: container() });
    expect(loads).not.toHaveBeenCalled();
    expect(scope.getState($googleVisible)).toBe(false);
  });

  it('hides the button and logs google-not-loaded when Google’s script cannot load', async () => {
    const { scope, log } = scopeWith({
      clientId,
      load: () =>
        Promise.reject(new Error('https://accounts.google.com/gsi/client could not be loaded')),
    });
    expect(scope.getState($googleVisible)).toBe(true);
    await allSettled(googleButtonMounted, { scope, params: container() });
    expect(scope.getState($googleStatus)).toBe('unavailable');
    expect(scope.getState($googleVisible)).toBe(false);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        event: 'google-not-loaded',
        message: 'https://accounts.google.com/gsi/client could not be loaded',
      },
    ]);
  });

  it('counts a script without google.accounts.id as not loaded', async () => {
    const { scope, log } = scopeWith({ clientId, load: async () => {} });
    await allSettled(googleButtonMounted, { scope, params: container() });
    expect(scope.getState($googleVisible)).toBe(false);
    expect(log.events()).toEqual(['google-not-loaded']);
  });

  it('loads Google once, initialises it with the client id and draws the button into the container', async () => {
    const google = fakeGoogle();
    const { scope, loads } = scopeWith({ clientId, load: async () => {} });
    const events = recordUnit(accountDialogInteracted, scope);
    const element = container();
    await allSettled(googleButtonMounted, { scope, params: element });
    expect(scope.getState($googleStatus)).toBe('ready');
    expect(google.configuration().client_id).toBe(clientId);
    expect(google.api.renderButton).toHaveBeenCalledWith(
      element,
      expect.objectContaining({ text: 'continue_with', locale: 'de' }),
    );
    google.api.renderButton.mock.calls[0]![1].click_listener!();
    expect(events).toEqual([{ name: 'google-click', dialogType: 'signIn' }]);

    // The next dialog only needs a new button.
    await allSettled(googleButtonMounted, { scope, params: null });
    await allSettled(googleButtonMounted, { scope, params: container() });
    expect(loads).toHaveBeenCalledTimes(1);
    expect(google.api.initialize).toHaveBeenCalledTimes(1);
    expect(google.api.renderButton).toHaveBeenCalledTimes(2);
  });

  it('logs google-button-not-found when the container left before Google was ready', async () => {
    fakeGoogle();
    let finishLoading = () => {};
    const { scope, log } = scopeWith({
      clientId,
      load: () => new Promise<void>((resolve) => (finishLoading = resolve)),
    });
    const element = container();
    const loading = allSettled(googleButtonMounted, { scope, params: element });
    element.remove();
    finishLoading();
    await loading;
    expect(log.events()).toEqual(['google-button-not-found']);
  });

  it('signs in with the credential Google hands over, closes the dialog and logs google-one-tap-success', async () => {
    const google = fakeGoogle();
    const sent: GoogleCredentialsRequest[] = [];
    const { scope, log } = scopeWith({
      clientId,
      load: async () => {},
      signIn: async (request) => (sent.push(request), annaBerg),
    });
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signIn' } });
    await allSettled(googleButtonMounted, { scope, params: container() });
    google.configuration().callback({ credential: 'header.payload.signature' });
    await allSettled(scope);
    expect(sent).toEqual([{ credential: 'header.payload.signature' }]);
    expect(scope.getState($customer)).toEqual(annaBerg);
    expect(scope.getState($dialog)).toBeNull();
    expect(log.lines).toEqual([{ level: 'info', event: 'google-one-tap-success' }]);
  });

  it('shows the server’s message and logs google-auth-callback-failed when the API refuses the token', async () => {
    const { scope, log } = scopeWith({
      clientId,
      load: async () => {},
      signIn: () =>
        Promise.reject(
          apiError(401, {
            message:
              'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
            code: 'google-auth-failed',
          }),
        ),
    });
    await allSettled(credentialReceived, { scope, params: 'bad-token' });
    expect(scope.getState($googleError)).toEqual({
      text: 'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
    });
    expect(log.lines).toEqual([
      {
        level: 'error',
        event: 'google-auth-callback-failed',
        status: 401,
        code: 'google-auth-failed',
        message: 'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
      },
    ]);
  });
});

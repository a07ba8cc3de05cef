import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { signInWithGoogle, type GoogleCredentialsRequest } from '@shop/api-client';
import {
  accountDialogInteracted,
  customerChanged,
  dialogCloseRequested,
  dialogOpeningBlockedSet,
} from '@shop/bus';
import { $integrations, $locale } from '../../../shared/config';
import { dialogEvent, loadScript, logFx, toFormFailure, type FormText } from '../../../shared/lib';
import { googleIdApi, googleScriptUrl } from '../lib/google-identity';

export type GoogleStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

/** The button's container entered (element) or left (null) the page. */
export const googleButtonMounted = createEvent<HTMLElement | null>();
export const googleClicked = createEvent();
/** Google handed over an ID token. */
export const credentialReceived = createEvent<string>();

/** Adds Google's script once per page; replaced in tests to simulate a reachable or unreachable Google. */
export const loadGoogleScriptFx = createEffect(() => loadScript(googleScriptUrl));

export const initializeGoogleFx = createEffect((clientId: string) => {
  const api = googleIdApi();
  if (!api) throw new Error('google.accounts.id is missing after the script loaded');
  const onCredential = scopeBind(credentialReceived, { safe: true });
  api.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    callback: (response) => onCredential(response.credential),
  });
});

export const renderGoogleButtonFx = createEffect(
  ({ element, locale }: { element: HTMLElement; locale: string }) => {
    const api = googleIdApi();
    if (!api) throw new Error('google.accounts.id is missing');
    const onClick = scopeBind(googleClicked, { safe: true });
    api.renderButton(element, {
      type: 'standard',
      theme: 'outline',
      size: 'large',
      text: 'continue_with',
      shape: 'rectangular',
      locale: locale.slice(0, 2),
      width: Math.min(Math.max(element.clientWidth, 200), 400),
      click_listener: () => onClick(),
    });
  },
);

export const googleSignInFx = createEffect((request: GoogleCredentialsRequest) =>
  signInWithGoogle(request),
);

const $clientId = $integrations.map((integrations) => integrations.googleClientId);
export const $googleStatus = createStore<GoogleStatus>('idle')
  .on(loadGoogleScriptFx, () => 'loading')
  .on(initializeGoogleFx.done, () => 'ready')
  .on([loadGoogleScriptFx.fail, initializeGoogleFx.fail], () => 'unavailable');
const $container = createStore<HTMLElement | null>(null, { serialize: 'ignore' }).on(
  googleButtonMounted,
  (_, element) => element,
);
/** Offered only with a client id, and hidden again once Google turned out unreachable. */
export const $googleVisible = combine(
  $clientId,
  $googleStatus,
  (clientId, status) => clientId !== null && status !== 'unavailable',
);
export const $googleError = createStore<FormText | null>(null)
  .on(googleButtonMounted, () => null)
  .on(googleSignInFx, () => null);
export const $googlePending = googleSignInFx.pending;

sample({
  clock: googleButtonMounted,
  source: { clientId: $clientId, status: $googleStatus },
  filter: ({ clientId, status }, element) =>
    element !== null && clientId !== null && status === 'idle',
  fn: () => undefined,
  target: loadGoogleScriptFx,
});
sample({
  clock: loadGoogleScriptFx.done,
  source: $clientId,
  filter: (id): id is string => id !== null,
  target: initializeGoogleFx,
});
sample({
  clock: [loadGoogleScriptFx.failData, initializeGoogleFx.failData],
  fn: (error) => ({
    level: 'warn' as const,
    event: 'google-not-loaded',
    message: error instanceof Error ? error.message : String(error),
  }),
  target: logFx,
});

// Render once Google is ready, into the container that is on the page by then.
const initialized = sample({
  clock: initializeGoogleFx.done,
  source: { element: $container, locale: $locale },
});
sample({
  clock: initialized,
  filter: ({ element }) => element?.isConnected === true,
  fn: ({ element, locale }) => ({ element: element!, locale }),
  target: renderGoogleButtonFx,
});
sample({
  clock: initialized,
  filter: ({ element }) => element?.isConnected !== true,
  fn: () => ({ level: 'warn' as const, event: 'google-button-not-found' }),
  target: logFx,
});
// A later dialog: Google is ready, the new container only needs the button.
sample({
  clock: googleButtonMounted,
  source: { status: $googleStatus, locale: $locale },
  filter: ({ status }, element) => status === 'ready' && element !== null,
  fn: ({ locale }, element) => ({ element: element!, locale }),
  target: renderGoogleButtonFx,
});
sample({
  clock: renderGoogleButtonFx.failData,
  fn: (error) => ({
    level: 'warn' as const,
    event: 'google-button-not-found',
    message: error.message,
  }),
  target: logFx,
});

sample({
  clock: googleClicked,
  fn: () => dialogEvent('google-click', 'signIn'),
  target: accountDialogInteracted,
});
sample({ clock: credentialReceived, fn: (credential) => ({ credential }), target: googleSignInFx });
sample({ clock: googleSignInFx.pending.updates, target: dialogOpeningBlockedSet });
sample({ clock: googleSignInFx.doneData, target: customerChanged });
sample({ clock: googleSignInFx.done, target: dialogCloseRequested });
sample({
  clock: googleSignInFx.done,
  fn: () => ({ level: 'info' as const, event: 'google-one-tap-success' }),
  target: logFx,
});
const googleFailed = sample({
  clock: googleSignInFx.failData,
  fn: (error) => toFormFailure(error, [], 'account.signIn.error'),
});
sample({ clock: googleFailed, fn: (failure) => failure.message, target: $googleError });
sample({
  clock: googleFailed,
  fn: (failure) => ({
    level: 'error' as const,
    event: 'google-auth-callback-failed',
    status: failure.status,
    code: failure.code,
    message: failure.detail,
  }),
  target: logFx,
});

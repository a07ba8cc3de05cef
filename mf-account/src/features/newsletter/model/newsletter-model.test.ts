import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { NewsletterSubscribeRequest, StatusResponse } from '@shop/api-client';
import { $storefront, type AccountStorefront } from '../../../shared/config';
import { logFx } from '../../../shared/lib';
import { apiError, logRecorder, testStorefront } from '../../../shared/testing';
import { newsletterToken, type RecaptchaSource } from '../lib/recaptcha';
import {
  newsletterDialogForm,
  newsletterInputStarted,
  newsletterPageForm,
  preloadRecaptchaFx,
  recaptchaTokenFx,
  subscribeNewsletterFx,
} from './newsletter-model';

const sent: StatusResponse = {
  status: 'confirmation-sent',
  message:
    'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen geschickt haben.',
};

function setup(
  storefront: Partial<AccountStorefront>,
  subscribe: (request: NewsletterSubscribeRequest) => Promise<StatusResponse> = async () => sent,
) {
  const log = logRecorder();
  const requests: NewsletterSubscribeRequest[] = [];
  const tokenSources: RecaptchaSource[] = [];
  const scope = fork({
    values: [[$storefront, { ...testStorefront, ...storefront }]],
    handlers: [
      // The real decision, with reCAPTCHA itself replaced.
      [
        recaptchaTokenFx,
        (source: RecaptchaSource) => (
          tokenSources.push(source),
          newsletterToken(source, async () => 'v3-token')
        ),
      ],
      [
        subscribeNewsletterFx,
        async (request: NewsletterSubscribeRequest) => (requests.push(request), subscribe(request)),
      ],
      [logFx, log.handler],
    ],
  });
  return { scope, log, requests, tokenSources };
}

async function subscribe(scope: ReturnType<typeof setup>['scope'], form = newsletterDialogForm) {
  await allSettled(form.fieldChanged, {
    scope,
    params: { name: 'email', value: ' leser@example.org ' },
  });
  await allSettled(form.submitted, { scope });
}

describe('newsletter model', () => {
  it('subscribes with the development token outside production when no site key is set', async () => {
    const { scope, requests } = setup({ environment: 'development' });
    await subscribe(scope);
    expect(requests).toEqual([
      { email: 'leser@example.org', recaptchaToken: 'dev-recaptcha-token' },
    ]);
    expect(scope.getState(newsletterDialogForm.$result)).toEqual(sent);
  });

  it('uses reCAPTCHA v3 with the site key', async () => {
    const { scope, requests, tokenSources } = setup({
      integrations: { googleClientId: null, recaptchaSiteKey: 'site-key' },
    });
    await subscribe(scope, newsletterPageForm);
    expect(tokenSources).toEqual([{ siteKey: 'site-key', devTokenAllowed: true }]);
    expect(requests).toEqual([{ email: 'leser@example.org', recaptchaToken: 'v3-token' }]);
    expect(scope.getState(newsletterPageForm.$result)).toEqual(sent);
    // The other form on the page is untouched.
    expect(scope.getState(newsletterDialogForm.$values).email).toBe('');
  });

  it('sends nothing in production without a site key, and logs newsletter-error', async () => {
    const { scope, requests, log } = setup({ environment: 'production' });
    await subscribe(scope);
    expect(requests).toEqual([]);
    expect(scope.getState(newsletterDialogForm.$formError)).toEqual({ key: 'newsletter.error' });
    expect(log.lines).toEqual([
      {
        level: 'error',
        event: 'newsletter-error',
        status: null,
        code: null,
        message: 'newsletter without a reCAPTCHA token',
      },
    ]);
  });

  it('shows the server’s message when it refuses the token', async () => {
    const { scope, log } = setup({}, async () => {
      throw apiError(400, {
        message:
          'Wir konnten nicht prüfen, dass Sie kein Roboter sind. Bitte versuchen Sie es noch einmal.',
        code: 'recaptcha-failed',
      });
    });
    await subscribe(scope);
    expect(scope.getState(newsletterDialogForm.$formError)).toEqual({
      text: 'Wir konnten nicht prüfen, dass Sie kein Roboter sind. Bitte versuchen Sie es noch einmal.',
    });
    expect(log.lines).toEqual([]);
  });

  it('loads reCAPTCHA’s script ahead of the submit once the shopper types in a form, only with a site key', async () => {
    const preloads: string[] = [];
    const typedIn = async (recaptchaSiteKey: string | null) => {
      const scope = fork({
        values: [
          [
            $storefront,
            { ...testStorefront, integrations: { googleClientId: null, recaptchaSiteKey } },
          ],
        ],
        handlers: [[preloadRecaptchaFx, async (siteKey: string) => void preloads.push(siteKey)]],
      });
      await allSettled(newsletterInputStarted, { scope });
    };
    await typedIn(null);
    expect(preloads).toEqual([]);
    await typedIn('site-key');
    expect(preloads).toEqual(['site-key']);
  });
});

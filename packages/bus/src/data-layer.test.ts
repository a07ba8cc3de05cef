import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { dataLayerEntryTracked, trackingSwitched } from './data-layer';
import { accountDialogInteracted } from './page-model';

const page = globalThis as { dataLayer?: unknown[] };

describe('data layer', () => {
  afterEach(() => {
    delete page.dataLayer;
  });

  it('receives every account dialog interaction as one entry the tag manager reads', async () => {
    const scope = fork();
    await allSettled(accountDialogInteracted, {
      scope,
      params: { name: 'google-click', dialogType: 'signIn' },
    });
    await allSettled(accountDialogInteracted, {
      scope,
      params: { name: 'closed', dialogType: 'signUp' },
    });
    expect(page.dataLayer).toEqual([
      { event: 'account_dialog', action: 'google-click', dialogType: 'signIn' },
      { event: 'account_dialog', action: 'closed', dialogType: 'signUp' },
    ]);
  });

  it('keeps entries pushed before the tag manager loaded', async () => {
    page.dataLayer = [{ event: 'gtm.js' }];
    await allSettled(dataLayerEntryTracked, {
      scope: fork(),
      params: { event: 'feature_flag_evaluation', feature: 'VOLL_965', treatment: 'on' },
    });
    expect(page.dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'feature_flag_evaluation', feature: 'VOLL_965', treatment: 'on' },
    ]);
  });

  it('gets nothing while tracking is switched off for the visit, and entries again once on', async () => {
    const scope = fork();
    await allSettled(trackingSwitched, { scope, params: false });
    await allSettled(accountDialogInteracted, {
      scope,
      params: { name: 'opened', dialogType: 'signIn' },
    });
    expect(page.dataLayer).toBeUndefined();
    await allSettled(trackingSwitched, { scope, params: true });
    await allSettled(accountDialogInteracted, {
      scope,
      params: { name: 'opened', dialogType: 'signIn' },
    });
    expect(page.dataLayer).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getFlagsClient, getTreatment, initFlags, isFlagOn, trackFlagEvent } from './client';
import { resetPage, testOptions, whenReady } from './testing/page';

describe('without a usable client every flag is off', () => {
  beforeEach(() => resetPage());
  afterEach(() => resetPage());

  it('before initFlags: off, with a warning and no exception', () => {
    expect(getFlagsClient()).toBeNull();
    expect(getTreatment('voll_965_top_deal_labels')).toBe('off');
    expect(isFlagOn('voll_965_top_deal_labels')).toBe(false);
    expect(trackFlagEvent('added_to_cart')).toBe(false);
  });

  it('with an empty authorization key: no SDK, off for every flag, an error in the log', () => {
    const page = testOptions({ authorizationKey: '' });
    const client = initFlags(page.options);
    expect(client.active).toBe(false);
    expect(client.sdk).toBeNull();
    expect(['a', 'b', 'top_deal_labels'].map((flag) => client.getTreatment(flag))).toEqual([
      'off',
      'off',
      'off',
    ]);
    expect(client.track('added_to_cart', 1)).toBe(false);
    expect(page.logs).toContainEqual(
      expect.objectContaining({ event: 'flags-authorization-key-empty', level: 'error' }),
    );
    expect(page.events().filter((event) => event === 'flags-client-or-sdk-empty')).toHaveLength(1);
    expect(page.evaluations[0]).toEqual({ feature: 'a', treatment: 'off', source: 'fallback' });
  });

  it('initialises once per page: a second call warns and returns the same client', () => {
    const first = initFlags(testOptions().options);
    const second = testOptions();
    expect(initFlags(second.options)).toBe(first);
    expect(second.events()).toEqual(['flags-already-initialised']);
    expect(getFlagsClient()).toBe(first);
  });

  it('pushes evaluations to window.dataLayer by default, unless tracking=0', async () => {
    const { track: _ignored, ...options } = testOptions().options;
    const client = initFlags(options);
    await whenReady(client);
    client.getTreatment('top_deal_labels');
    const dataLayer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(dataLayer).toEqual([
      {
        event: 'feature_flag_evaluation',
        feature: 'top_deal_labels',
        treatment: 'on',
        source: 'sdk',
      },
    ]);
    window.history.replaceState(null, '', '/?tracking=0');
    client.getTreatment('top_deal_labels');
    expect(dataLayer).toHaveLength(1);
  });

  it('records treatments and the story locally, and logs a flag that changed in the session', async () => {
    const page = testOptions();
    const client = initFlags(page.options);
    await whenReady(client);
    client.setStory('wandbilder');
    client.getTreatment('top_deal_labels');
    client.getTreatment('nudging');
    expect(JSON.parse(localStorage.getItem('shop.flags.treatments')!)).toMatchObject({
      story: 'wandbilder',
      treatments: [
        { feature: 'top_deal_labels', treatment: 'on' },
        { feature: 'nudging', treatment: 'off' },
      ],
    });
    window.history.replaceState(null, '', '/?ff_feature=nudging&ff_treatment=on');
    await client.destroy();
    const next = testOptions();
    initFlags(next.options).getTreatment('nudging');
    expect(next.logs).toContainEqual(
      expect.objectContaining({
        event: 'flags-session-flag-change',
        feature: 'nudging',
        from: 'off',
        to: 'on',
      }),
    );
  });
});

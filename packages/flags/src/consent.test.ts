import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initFlags, setFlagsConsent } from './client';
import { $flagsStatus } from './model';
import { resetPage, sdkOf, testOptions, whenReady } from './testing/page';
import { startFakeSplitServer } from './testing/fake-split-server';

type Server = Awaited<ReturnType<typeof startFakeSplitServer>>;

describe('consent', () => {
  let server: Server | undefined;
  beforeEach(() => resetPage());
  afterEach(async () => {
    await resetPage();
    await server?.close();
    server = undefined;
  });

  const networkOptions = (api: string, consent: 'GRANTED' | 'DECLINED' | 'UNKNOWN') =>
    testOptions({
      authorizationKey: 'test-browser-key',
      features: undefined,
      urls: { sdk: api, events: api, auth: api, telemetry: api },
      consent,
    }).options;

  it('maps GRANTED, DECLINED and UNKNOWN onto the SDK, and refuses going back to UNKNOWN', async () => {
    const page = testOptions({ consent: 'UNKNOWN' });
    const client = initFlags(page.options);
    const sdk = await sdkOf(client);
    expect(sdk.UserConsent.getStatus()).toBe('UNKNOWN');
    expect(setFlagsConsent('GRANTED')).toBe(true);
    expect(sdk.UserConsent.getStatus()).toBe('GRANTED');
    expect(setFlagsConsent('DECLINED')).toBe(true);
    expect(sdk.UserConsent.getStatus()).toBe('DECLINED');
    expect(setFlagsConsent('UNKNOWN')).toBe(false);
    expect(setFlagsConsent('maybe' as never)).toBe(false);
    expect(page.events()).toContain('flags-consent-invalid');
    expect(sdk.UserConsent.getStatus()).toBe('DECLINED');
  });

  it('starts with the given consent', async () => {
    const sdk = await sdkOf(initFlags(testOptions({ consent: 'GRANTED' }).options));
    expect(sdk.UserConsent.getStatus()).toBe('GRANTED');
  });

  it('keeps a choice made while the SDK is still loading, and refuses going back to UNKNOWN then too', async () => {
    const client = initFlags(testOptions({ consent: 'UNKNOWN' }).options);
    expect(client.sdk).toBeNull();
    expect(setFlagsConsent('UNKNOWN')).toBe(true);
    expect(setFlagsConsent('DECLINED')).toBe(true);
    expect(setFlagsConsent('UNKNOWN')).toBe(false);
    expect((await sdkOf(client)).UserConsent.getStatus()).toBe('DECLINED');
  });

  it('declining drops queued events and stops sending; granting sends again', async () => {
    server = await startFakeSplitServer();
    const client = initFlags(networkOptions(server.api, 'UNKNOWN'));
    await whenReady(client);
    expect(client.getTreatment('top_deal_labels')).toBe('on');
    expect(client.track('queued_while_unknown')).toBe(true);
    expect(client.setConsent('DECLINED')).toBe(true);
    // While declined the SDK refuses to queue at all.
    expect(client.track('tracked_while_declined')).toBe(false);
    expect(client.setConsent('GRANTED')).toBe(true);
    expect(client.track('tracked_after_grant')).toBe(true);
    await client.destroy(); // flushes what consent allows
    expect(server.eventTypes()).toEqual(['tracked_after_grant']);
  });

  it('sends nothing while declined', async () => {
    server = await startFakeSplitServer();
    const client = initFlags(networkOptions(server.api, 'DECLINED'));
    await whenReady(client);
    client.getTreatment('top_deal_labels');
    client.track('never_sent');
    await client.destroy();
    expect(server.posts.filter((post) => /events|testImpressions/.test(post.path))).toEqual([]);
  });

  it('reports ready once flag and segment data arrived, and timed-out when they do not', async () => {
    server = await startFakeSplitServer();
    const ready = initFlags(networkOptions(server.api, 'GRANTED'));
    expect($flagsStatus.getState().readiness).toBe('idle');
    await whenReady(ready);
    expect($flagsStatus.getState().readiness).toBe('ready');
    await resetPage();
    await server.close();

    server = await startFakeSplitServer({ hang: true });
    const page = testOptions({
      authorizationKey: 'k',
      features: undefined,
      readyTimeoutMs: 300,
      urls: { sdk: server.api, events: server.api },
    });
    const late = initFlags(page.options);
    await expect(whenReady(late)).rejects.toThrow();
    expect($flagsStatus.getState().readiness).toBe('timed-out');
    expect(late.getTreatment('top_deal_labels')).toBe('control');
    expect(page.events()).toEqual(
      expect.arrayContaining(['flags-ready-timed-out', 'flags-no-treatment']),
    );
  });
});

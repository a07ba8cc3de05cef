import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initFlags } from './client';
import { $flagsStatus } from './model';
import { startFakeSplitServer } from './testing/fake-split-server';
import { resetPage, sdkOf, testOptions, whenReady } from './testing/page';
import type * as Sdk from './sdk';

// The SDK's chunk arrives when a test lets it: `chunk.hold()` keeps it back until `chunk.release()`.
const chunk = vi.hoisted(() => {
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  return {
    hold() {
      gate = new Promise<void>((resolve, reject) => {
        open = resolve;
        fail = reject;
      });
    },
    release: () => open(),
    fail: (error: Error) => fail(error),
    arrived: () => gate,
  };
});
vi.mock('./sdk', async (importOriginal) => {
  const real = await importOriginal<typeof Sdk>();
  return { ...real, loadSdkFactory: () => chunk.arrived().then(real.loadSdkFactory) };
});

type Server = Awaited<ReturnType<typeof startFakeSplitServer>>;

describe('while the SDK’s code is loading', () => {
  let server: Server | undefined;
  beforeEach(() => resetPage());
  afterEach(async () => {
    chunk.release();
    await resetPage();
    await server?.close();
    server = undefined;
  });

  it('every treatment is control (the default UI) and URL overrides already apply', async () => {
    chunk.hold();
    window.history.replaceState(null, '', '/?ff_feature=nudging&ff_treatment=on');
    const page = testOptions();
    const client = initFlags(page.options);
    expect(client.active).toBe(true);
    expect(client.sdk).toBeNull();
    expect(client.getTreatment('top_deal_labels')).toBe('control');
    expect(client.getTreatment('nudging')).toBe('on');
    expect(page.evaluations).toEqual([
      { feature: 'top_deal_labels', treatment: 'control', source: 'sdk' },
      { feature: 'nudging', treatment: 'on', source: 'override' },
    ]);
    chunk.release();
    await whenReady(client);
    expect(client.getTreatment('top_deal_labels')).toBe('on');
  });

  it('queues events like the SDK does and sends them once consent is granted', async () => {
    server = await startFakeSplitServer();
    chunk.hold();
    const api = server.api;
    const client = initFlags(
      testOptions({
        authorizationKey: 'test-browser-key',
        features: undefined,
        urls: { sdk: api, events: api, auth: api, telemetry: api },
        consent: 'UNKNOWN',
      }).options,
    );
    expect(client.track('clicked_before_load')).toBe(true);
    expect(client.track('not a valid event type')).toBe(false);
    expect(client.setConsent('GRANTED')).toBe(true);
    chunk.release();
    await whenReady(client);
    await client.destroy();
    expect(server.eventTypes()).toEqual(['clicked_before_load']);
  });

  it('declining drops what was queued and refuses more', async () => {
    server = await startFakeSplitServer();
    chunk.hold();
    const api = server.api;
    const client = initFlags(
      testOptions({
        authorizationKey: 'test-browser-key',
        features: undefined,
        urls: { sdk: api, events: api, auth: api, telemetry: api },
      }).options,
    );
    expect(client.track('queued_while_unknown')).toBe(true);
    expect(client.setConsent('DECLINED')).toBe(true);
    expect(client.track('tracked_while_declined')).toBe(false);
    chunk.release();
    await whenReady(client);
    expect((await sdkOf(client)).UserConsent.getStatus()).toBe('DECLINED');
    await client.destroy();
    expect(server.posts.filter((post) => /events|testImpressions/.test(post.path))).toEqual([]);
  });

  it('the ready time-out counts from the start: a late chunk times out like a slow flag service, and the data still makes it ready', async () => {
    chunk.hold();
    const page = testOptions({ readyTimeoutMs: 50 });
    const client = initFlags(page.options);
    await vi.waitFor(() => expect($flagsStatus.getState().readiness).toBe('timed-out'));
    expect(page.events()).toContain('flags-ready-timed-out');
    expect(client.getTreatment('top_deal_labels')).toBe('control');
    chunk.release();
    await whenReady(client);
    expect($flagsStatus.getState().readiness).toBe('ready');
    expect(client.getTreatment('top_deal_labels')).toBe('on');
    expect(page.events().filter((event) => event === 'flags-ready-timed-out')).toHaveLength(1);
  });

  it('when the chunk cannot load, every flag is off and the failure is logged', async () => {
    chunk.hold();
    const page = testOptions();
    const client = initFlags(page.options);
    chunk.fail(new Error('chunk failed'));
    expect(await client.whenSdkLoaded()).toBeNull();
    expect(client.active).toBe(false);
    expect(client.getTreatment('top_deal_labels')).toBe('off');
    expect(client.track('added_to_cart')).toBe(false);
    expect(client.setConsent('GRANTED')).toBe(false);
    expect(page.events()).toContain('flags-initialise-failed');
  });

  it('creates the SDK in a task after the one its code arrived in', async () => {
    // Loaded once already, the module arrives within the task, as a chunk's script runs in one.
    await import('./sdk-factory');
    chunk.hold();
    const client = initFlags(testOptions().options);
    chunk.release();
    for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
    expect(client.sdk).toBeNull();
    expect(await client.whenSdkLoaded()).not.toBeNull();
  });

  it('a client destroyed before its chunk arrives creates no SDK', async () => {
    chunk.hold();
    const client = initFlags(testOptions().options);
    await client.destroy();
    chunk.release();
    expect(await client.whenSdkLoaded()).toBeNull();
    expect(client.sdk).toBeNull();
  });
});

describe('when the page schedules the SDK', () => {
  beforeEach(() => resetPage());
  afterEach(async () => {
    chunk.release();
    await resetPage();
  });

  /** Options whose schedule holds the load until the test calls `start()`. */
  function scheduled(overrides: Parameters<typeof testOptions>[0] = {}) {
    let start: () => void = () => undefined;
    const page = testOptions({ ...overrides, scheduleSdk: (load) => (start = load) });
    return { ...page, start: () => start() };
  }

  it('loads nothing until the schedule starts it, then becomes ready', async () => {
    performance.clearMarks('flags-started');
    const page = scheduled();
    const client = initFlags(page.options);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.sdk).toBeNull();
    expect(performance.getEntriesByName('flags-started')).toHaveLength(0);
    expect($flagsStatus.getState().readiness).toBe('idle');
    page.start();
    await whenReady(client);
    expect(client.getTreatment('top_deal_labels')).toBe('on');
  });

  it('an event tracked before then starts the load and is sent by the SDK', async () => {
    const page = scheduled();
    const client = initFlags(page.options);
    expect(client.track('clicked_early')).toBe(true);
    const sdk = await sdkOf(client);
    expect(sdk).not.toBeNull();
  });

  it('a treatment asked for before then starts the load', async () => {
    const page = scheduled();
    const client = initFlags(page.options);
    expect(client.getTreatment('top_deal_labels')).toBe('control');
    await whenReady(client);
    expect(client.getTreatment('top_deal_labels')).toBe('on');
  });

  it('the ready time-out counts from the start of the load, not from initFlags', async () => {
    const page = scheduled({ readyTimeoutMs: 30 });
    initFlags(page.options);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect($flagsStatus.getState().readiness).toBe('idle');
    expect(page.events()).not.toContain('flags-ready-timed-out');
    chunk.hold();
    page.start();
    await vi.waitFor(() => expect($flagsStatus.getState().readiness).toBe('timed-out'));
  });

  it('a client destroyed before its load started says it has no SDK', async () => {
    const page = scheduled();
    const client = initFlags(page.options);
    await client.destroy();
    page.start();
    expect(await client.whenSdkLoaded()).toBeNull();
  });
});

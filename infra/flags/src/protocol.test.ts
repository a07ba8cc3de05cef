import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { ruleBasedFlag, simpleFlag, staffSegment } from './testing/definitions';
import { sdkKey, startService, type RunningService } from './testing/service';

const json = async (response: Response) => {
  expect(response.status).toBe(200);
  return response.json() as Promise<any>;
};

describe.each(await testDialects())('Split HTTP protocol on %s', (dialect) => {
  let service: RunningService;
  const changes = async (query: string) => json(await service.sdk(`/splitChanges?s=1.3&${query}`));

  beforeAll(async () => {
    service = await startService(dialect);
  });
  afterAll(() => service?.close());

  it('answers an empty store with since = till', async () => {
    expect(await changes('since=-1&rbSince=-1')).toEqual({
      ff: { d: [], s: -1, t: -1 },
      rbs: { d: [], s: -1, t: -1 },
    });
  });

  it('gives every change a larger change number, and sends only what changed since', async () => {
    await service.admin('PUT', '/flags/alpha', simpleFlag('alpha', { sets: ['shop'] }));
    await service.admin('PUT', '/flags/beta', simpleFlag('beta', { sets: ['content'] }));
    const all = await changes('since=-1&rbSince=-1');
    expect(all.ff.d.map((flag: any) => flag.name)).toEqual(['alpha', 'beta']);
    const [alpha, beta] = all.ff.d;
    expect(beta.changeNumber).toBeGreaterThan(alpha.changeNumber);
    expect(all.ff.t).toBe(beta.changeNumber);

    const none = await changes(`since=${all.ff.t}&rbSince=${all.rbs.t}`);
    expect(none.ff).toEqual({ d: [], s: all.ff.t, t: all.ff.t });

    const killed = await service.admin('POST', '/flags/alpha/kill');
    expect(killed.json.changeNumber).toBeGreaterThan(all.ff.t);
    const next = await changes(`since=${all.ff.t}&rbSince=-1`);
    expect(next.ff.d).toHaveLength(1);
    expect(next.ff.d[0]).toMatchObject({
      name: 'alpha',
      killed: true,
      changeNumber: killed.json.changeNumber,
    });
    expect(next.ff.t).toBe(killed.json.changeNumber);
  });

  it('filters by flag sets and tells a filtered SDK when a flag leaves its set', async () => {
    const first = await changes('since=-1&sets=shop');
    expect(first.ff.d.map((flag: any) => flag.name)).toEqual(['alpha']);
    await service.admin('PUT', '/flags/alpha', simpleFlag('alpha', { sets: ['content'] }));
    const later = await changes(`since=${first.ff.t}&sets=shop`);
    expect(later.ff.d).toEqual([expect.objectContaining({ name: 'alpha', status: 'ARCHIVED' })]);
    expect(
      (await changes('since=-1&sets=content')).ff.d.map((flag: any) => flag.name).sort(),
    ).toEqual(['alpha', 'beta']);
  });

  it('filters by names and prefixes', async () => {
    expect((await changes('since=-1&names=beta')).ff.d.map((flag: any) => flag.name)).toEqual([
      'beta',
    ]);
    expect((await changes('since=-1&prefixes=al')).ff.d.map((flag: any) => flag.name)).toEqual([
      'alpha',
    ]);
  });

  it('serves rule-based segments by rbSince, and flag spec 1.2 without them', async () => {
    await service.admin('PUT', '/rule-based-segments/staff', staffSegment);
    await service.admin('PUT', '/flags/gamma', ruleBasedFlag('gamma', 'staff'));
    const all = await changes('since=-1&rbSince=-1');
    expect(all.rbs.d).toEqual([
      expect.objectContaining({
        name: 'staff',
        excluded: { keys: ['intern@shop.example'], segments: [] },
      }),
    ]);
    expect((await changes(`since=-1&rbSince=${all.rbs.t}`)).rbs).toEqual({
      d: [],
      s: all.rbs.t,
      t: all.rbs.t,
    });

    const legacy = await json(await service.sdk('/splitChanges?s=1.2&since=-1'));
    expect(Object.keys(legacy).sort()).toEqual(['since', 'splits', 'till']);
    expect(legacy.till).toBe(all.ff.t);
    const gamma = legacy.splits.find((flag: any) => flag.name === 'gamma');
    expect(gamma.conditions).toEqual([
      expect.objectContaining({ label: 'targeting rule type unsupported by sdk' }),
    ]);
  });

  it('serves segment changes incrementally until since equals till', async () => {
    await service.admin('PUT', '/segments/vip', { keys: ['ann', 'bob'] });
    const first = await json(await service.sdk('/segmentChanges/vip?since=-1'));
    expect(first).toMatchObject({ name: 'vip', added: ['ann', 'bob'], removed: [], since: -1 });
    expect(await json(await service.sdk(`/segmentChanges/vip?since=${first.till}`))).toEqual({
      name: 'vip',
      added: [],
      removed: [],
      since: first.till,
      till: first.till,
    });
    await service.admin('POST', '/segments/vip/keys', { add: ['cem'], remove: ['ann'] });
    const second = await json(await service.sdk(`/segmentChanges/vip?since=${first.till}`));
    expect(second).toMatchObject({ added: ['cem'], removed: ['ann'], since: first.till });
    expect(second.till).toBeGreaterThan(first.till);

    await service.admin('POST', '/segments/vip/archive');
    const archived = await json(await service.sdk(`/segmentChanges/vip?since=${second.till}`));
    expect(archived.added).toEqual([]);
    expect(archived.removed).toEqual(expect.arrayContaining(['bob', 'cem']));
    await service.admin('POST', '/segments/vip/restore');
    expect(
      (await json(await service.sdk(`/segmentChanges/vip?since=${archived.till}`))).added,
    ).toEqual(['bob', 'cem']);

    expect(await json(await service.sdk('/segmentChanges/unknown_segment?since=-1'))).toEqual({
      name: 'unknown_segment',
      added: [],
      removed: [],
      since: -1,
      till: -1,
    });
  });

  it('lists a key memberships for client-side SDKs, standard and large apart', async () => {
    await service.admin('PUT', '/segments/whales', { keys: ['bob', 'a/b%c'], kind: 'large' });
    const bob = await json(await service.sdk('/memberships/bob'));
    expect(bob.ms.k).toEqual([{ n: 'vip' }]);
    expect(bob.ls.k).toEqual([{ n: 'whales' }]);
    expect(bob.ms.cn).toBeGreaterThan(0);
    const odd = await json(await service.sdk(`/memberships/${encodeURIComponent('a/b%c')}`));
    expect(odd.ls.k).toEqual([{ n: 'whales' }]);
    expect((await json(await service.sdk('/memberships/nobody'))).ms.k).toEqual([]);
  });

  it('tells SDKs that ask for streaming to keep polling', async () => {
    expect(await json(await service.sdk('/v2/auth?s=1.3'))).toEqual({
      pushEnabled: false,
      token: '',
    });
  });

  it('refuses a missing or unknown SDK key with 401 and a message', async () => {
    const missing = await fetch(`${service.api}/splitChanges?s=1.3&since=-1`);
    expect(missing.status).toBe(401);
    expect((await missing.json()).message).toMatch(/Missing SDK key/);
    const wrong = await fetch(`${service.api}/memberships/bob`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Unknown SDK key');
  });

  it('stores impressions, counts, events and telemetry, posted in bulk or as beacons', async () => {
    const post = (path: string, body: unknown) =>
      service.sdk(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const impressions = [
      { f: 'alpha', i: [{ k: 'ann', t: 'on', m: 1700000000000, c: 5, r: 'default rule' }] },
    ];
    expect((await post('/testImpressions/bulk', impressions)).status).toBe(200);
    expect(
      (await post('/testImpressions/count', { pf: [{ f: 'alpha', m: 1700000000000, rc: 3 }] }))
        .status,
    ).toBe(200);
    expect(
      (
        await post('/events/bulk', [
          {
            eventTypeId: 'checkout',
            trafficTypeName: 'user',
            key: 'ann',
            value: 9.5,
            timestamp: 1,
            properties: { a: 1 },
          },
        ])
      ).status,
    ).toBe(200);
    expect((await post('/v1/keys/cs', { keys: [{ k: 'ann', fs: ['alpha'] }] })).status).toBe(200);
    expect((await post('/v1/keys/ss', { keys: [{ f: 'alpha', ks: ['ann'] }] })).status).toBe(200);
    expect((await post('/v1/metrics/config', { oM: 0 })).status).toBe(200);
    expect((await post('/v1/metrics/usage', { hL: false })).status).toBe(200);

    // navigator.sendBeacon posts text/plain with the key in the body.
    const beacon = (path: string, entries: unknown, token = sdkKey) =>
      fetch(`${service.api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ entries, token, sdk: 'javascript-11.11.2', sim: 'OPTIMIZED' }),
      });
    expect(
      (
        await beacon('/testImpressions/beacon', [
          { f: 'beta', i: [{ k: 'bob', t: 'off', m: 1700000000001, c: 6 }] },
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await beacon('/events/beacon', [
          {
            eventTypeId: 'page_hide',
            trafficTypeName: 'user',
            key: 'bob',
            value: null,
            timestamp: 2,
          },
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await beacon('/testImpressions/count/beacon', {
          pf: [{ f: 'beta', m: 1700000000000, rc: 1 }],
        })
      ).status,
    ).toBe(200);
    expect(
      (await beacon('/v1/keys/cs/beacon', { keys: [{ k: 'bob', fs: ['beta'] }] })).status,
    ).toBe(200);
    expect((await beacon('/v1/metrics/usage/beacon', { hL: true })).status).toBe(200);
    const refused = await beacon(
      '/events/beacon',
      [{ eventTypeId: 'sneaky', trafficTypeName: 'user', key: 'eve', timestamp: 3 }],
      'wrong',
    );
    expect(refused.status).toBe(401);

    const listed = await service.admin('GET', '/impressions');
    expect(listed.json.impressions).toEqual([
      expect.objectContaining({
        feature: 'beta',
        keyName: 'bob',
        treatment: 'off',
        source: 'beacon',
        sdkVersion: 'javascript-11.11.2',
      }),
      expect.objectContaining({
        feature: 'alpha',
        keyName: 'ann',
        treatment: 'on',
        label: 'default rule',
        changeNumber: 5,
        source: 'bulk',
      }),
    ]);
    expect(
      (await service.admin('GET', '/impressions?feature=alpha')).json.impressions,
    ).toHaveLength(1);
    const events = (await service.admin('GET', '/events')).json.events;
    expect(
      events.map((event: any) => [event.eventTypeId, event.key, event.value, event.source]),
    ).toEqual([
      ['page_hide', 'bob', null, 'beacon'],
      ['checkout', 'ann', 9.5, 'bulk'],
    ]);
    expect(events[1].properties).toEqual({ a: 1 });
    expect((await service.admin('GET', '/impression-counts')).json.impressionCounts).toHaveLength(
      2,
    );
    expect(
      (await service.admin('GET', '/telemetry')).json.telemetry
        .map((item: any) => item.kind)
        .sort(),
    ).toEqual([
      'keys-cs',
      'keys-cs',
      'keys-ss',
      'metrics-config',
      'metrics-usage',
      'metrics-usage',
    ]);
  });

  it('answers CORS preflights and tags answers for a cross-origin browser SDK', async () => {
    const preflight = await fetch(`${service.api}/splitChanges?s=1.3&since=-1`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://shop.localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,splitsdkversion',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://shop.localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(
      /Authorization.*SplitSDKVersion/,
    );
    const get = await service.sdk('/splitChanges?s=1.3&since=-1', {
      headers: { origin: 'http://shop.localhost:3000' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://shop.localhost:3000');
  });
});

describe('mount prefix', () => {
  it('serves the protocol under another prefix, and only there', async () => {
    const service = await startService('sqlite', {
      basePath: '/edge/flags',
      corsOrigins: ['https://shop.example'],
    });
    try {
      const ok = await fetch(`${service.address}/edge/flags/api/splitChanges?s=1.3&since=-1`, {
        headers: { authorization: `Bearer ${sdkKey}`, origin: 'https://evil.example' },
      });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBeNull();
      expect(
        (
          await fetch(`${service.address}/flags/api/splitChanges?since=-1`, {
            headers: { authorization: `Bearer ${sdkKey}` },
          })
        ).status,
      ).toBe(404);
      expect((await fetch(`${service.address}/health`)).status).toBe(200);
    } finally {
      await service.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { simpleFlag } from './testing/definitions';
import { sdkKey, startService, type RunningService } from './testing/service';

type Mutation = (flag: any) => void;
const firstMatcher = (flag: any) => flag.conditions[0].matcherGroup.matchers[0];

/** Each invalid definition and the field its 400 must name. */
const invalidFlags: Array<[string, Mutation, RegExp]> = [
  [
    'partitions that do not add up to 100',
    (f) => (f.conditions[0].partitions[0].size = 90),
    /conditions\.0\.partitions.*add up to 100/,
  ],
  [
    'a treatment name with a space',
    (f) => (f.conditions[0].partitions[0].treatment = 'on now'),
    /partitions\.0\.treatment/,
  ],
  ['a missing default treatment', (f) => delete f.defaultTreatment, /defaultTreatment/],
  ['an upper-case flag set', (f) => (f.sets = ['Shop']), /sets\.0.*flag set/],
  ['a flag set over 50 characters', (f) => (f.sets = ['s'.repeat(51)]), /sets\.0/],
  ['an unknown matcher type', (f) => (firstMatcher(f).matcherType = 'SOUNDS_LIKE'), /matcherType/],
  [
    'a semver matcher with "1.2"',
    (f) =>
      Object.assign(firstMatcher(f), { matcherType: 'EQUAL_TO_SEMVER', stringMatcherData: '1.2' }),
    /stringMatcherData.*semantic version/,
  ],
  [
    'a semver list with "v1.0.0"',
    (f) =>
      Object.assign(firstMatcher(f), {
        matcherType: 'IN_LIST_SEMVER',
        whitelistMatcherData: { whitelist: ['v1.0.0'] },
      }),
    /whitelistMatcherData/,
  ],
  ['BETWEEN without data', (f) => (firstMatcher(f).matcherType = 'BETWEEN'), /betweenMatcherData/],
  [
    'BETWEEN with start above end',
    (f) =>
      Object.assign(firstMatcher(f), {
        matcherType: 'BETWEEN',
        betweenMatcherData: { start: 5, end: 1 },
      }),
    /start <= end/,
  ],
  [
    'IN_SEGMENT without a segment',
    (f) => (firstMatcher(f).matcherType = 'IN_SEGMENT'),
    /userDefinedSegmentMatcherData/,
  ],
  [
    'a regular expression that does not compile',
    (f) =>
      Object.assign(firstMatcher(f), { matcherType: 'MATCHES_STRING', stringMatcherData: '([' }),
    /stringMatcherData.*regular expression/,
  ],
  [
    'a boolean matcher with a string',
    (f) =>
      Object.assign(firstMatcher(f), {
        matcherType: 'EQUAL_TO_BOOLEAN',
        booleanMatcherData: 'yes',
      }),
    /booleanMatcherData/,
  ],
  [
    'a dependency without treatments',
    (f) =>
      Object.assign(firstMatcher(f), {
        matcherType: 'IN_SPLIT_TREATMENT',
        dependencyMatcherData: { split: 'x', treatments: [] },
      }),
    /dependencyMatcherData/,
  ],
  [
    'a configuration that is not JSON',
    (f) => (f.configurations = { on: '{color: red}' }),
    /configurations\.on/,
  ],
  ['traffic allocation 101', (f) => (f.trafficAllocation = 101), /trafficAllocation/],
  [
    'a flag that is its own prerequisite',
    (f) => (f.prerequisites = [{ n: f.name, ts: ['on'] }]),
    /prerequisites\.0\.n/,
  ],
  ['a name with a slash', (f) => (f.name = 'a/b'), /name/],
];

describe.each(await testDialects())('bad input on %s', (dialect) => {
  let service: RunningService;
  const postEvents = (events: unknown, key = sdkKey) =>
    fetch(`${service.api}/events/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(events),
    });
  const storedEvents = async () => (await service.admin('GET', '/events')).json.events;

  beforeAll(async () => {
    service = await startService(dialect);
  });
  afterAll(() => service?.close());

  it.each(invalidFlags)(
    'rejects %s with a 400 naming the field, writing nothing',
    async (_, mutate, field) => {
      const flag = simpleFlag('candidate');
      mutate(flag);
      const response = await service.admin('POST', '/flags', flag);
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(field);
      expect((await service.admin('GET', '/flags')).json.flags).toEqual([]);
    },
  );

  it('writes nothing of an import with one bad flag among good ones', async () => {
    const bad = simpleFlag('bad_one');
    bad.conditions[0]!.partitions[0]!.size = 50;
    const response = await service.admin('POST', '/import', {
      ff: { d: [simpleFlag('good_one'), bad, simpleFlag('good_two')] },
      segments: { vip: ['ann'] },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/ff\.d\.1\.conditions\.0\.partitions/);
    expect(response.json.errors).toEqual([
      expect.objectContaining({ field: 'ff.d.1.conditions.0.partitions' }),
    ]);
    expect((await service.admin('GET', '/flags')).json.flags).toEqual([]);
    expect((await service.admin('GET', '/segments')).json.segments).toEqual([]);
    const changes = await (await service.sdk('/splitChanges?s=1.3&since=-1')).json();
    expect(changes.ff).toEqual({ d: [], s: -1, t: -1 });
  });

  it('refuses an import that names a flag twice', async () => {
    const response = await service.admin('POST', '/import', {
      ff: { d: [simpleFlag('twice'), simpleFlag('twice')] },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/ff\.d\.1\.name.*twice/);
  });

  it('refuses to kill a flag with a treatment it does not have', async () => {
    expect((await service.admin('PUT', '/flags/real', simpleFlag('real'))).status).toBe(201);
    const response = await service.admin('POST', '/flags/real/kill', { defaultTreatment: 'maybe' });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/defaultTreatment.*maybe/);
    expect((await service.admin('GET', '/flags/real')).json.killed).toBe(false);
  });

  it('accepts event properties at 32768 bytes and refuses one byte more, writing nothing of that bulk', async () => {
    // 1024 base + 2 per key character + 2 per string character.
    const atLimit = { p: 'x'.repeat((32768 - 1024 - 2) / 2) };
    const overLimit = { p: 'x'.repeat((32768 - 1024 - 2) / 2), q: true };
    const event = (properties: unknown, key = 'ann') => ({
      eventTypeId: 'added_to_cart',
      trafficTypeName: 'user',
      key,
      value: 1,
      timestamp: 1,
      properties,
    });
    const before = (await storedEvents()).length;
    const refused = await postEvents([event({ small: 1 }, 'first'), event(overLimit, 'second')]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/events\[1\]\.properties are 32774 bytes/);
    expect((await storedEvents()).length).toBe(before);
    expect((await postEvents([event(atLimit)])).status).toBe(200);
    expect((await storedEvents()).length).toBe(before + 1);
  });

  it.each([
    ['an event type starting with a dot', { eventTypeId: '.click' }, /events\[0\]\.eventTypeId/],
    ['an event type of 81 characters', { eventTypeId: 'e'.repeat(81) }, /events\[0\]\.eventTypeId/],
    ['an empty traffic type', { trafficTypeName: '' }, /events\[0\]\.trafficTypeName/],
    ['a value that is a string', { value: '12' }, /events\[0\]\.value.*finite number or null/],
    ['a key of 251 characters', { key: 'k'.repeat(251) }, /events\[0\]\.key/],
    ['properties that are a list', { properties: [1, 2] }, /events\[0\]\.properties.*plain object/],
  ])('refuses %s with a 400 naming the field', async (_, change, message) => {
    const before = (await storedEvents()).length;
    const response = await postEvents([
      {
        eventTypeId: 'ok',
        trafficTypeName: 'user',
        key: 'ann',
        value: null,
        timestamp: 1,
        ...change,
      },
    ]);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
    expect((await storedEvents()).length).toBe(before);
  });

  it('refuses malformed keys: memberships, segment members and impressions', async () => {
    const membership = await service.sdk(`/memberships/${'k'.repeat(251)}`);
    expect(membership.status).toBe(400);
    expect((await membership.json()).message).toMatch(/key: must be 1 to 250 characters/);

    const segment = await service.admin('PUT', '/segments/testers', { keys: ['ann', ''] });
    expect(segment.status).toBe(400);
    expect(segment.json.message).toMatch(/keys\.1: must not be empty/);
    expect((await service.admin('GET', '/segments/testers')).status).toBe(404);

    const impressions = await service.sdk('/testImpressions/bulk', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        {
          f: 'real',
          i: [
            { k: 'ann', t: 'on', m: 1 },
            { k: 'k'.repeat(251), t: 'on', m: 1 },
          ],
        },
      ]),
    });
    expect(impressions.status).toBe(400);
    expect((await impressions.json()).message).toMatch(/0\.i\.1\.k: must be at most 250/);
    expect((await service.admin('GET', '/impressions')).json.impressions).toEqual([]);

    const since = await service.sdk('/splitChanges?s=1.3&since=yesterday');
    expect(since.status).toBe(400);
    expect((await since.json()).message).toMatch(/since: must be a whole number/);
  });

  it('refuses a wrong SDK key or admin token with 401, writing nothing', async () => {
    const before = (await storedEvents()).length;
    const response = await postEvents(
      [{ eventTypeId: 'ok', trafficTypeName: 'user', key: 'ann', timestamp: 1 }],
      'not-a-key',
    );
    expect(response.status).toBe(401);
    expect((await storedEvents()).length).toBe(before);
    const admin = await fetch(`${service.address}/flags/admin/flags`, {
      headers: { authorization: 'Bearer guess' },
    });
    expect(admin.status).toBe(401);
    expect((await admin.json()).message).toBe('Wrong admin token');
  });
});

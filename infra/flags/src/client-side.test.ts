import { afterAll, beforeAll, expect, it } from 'vitest';

import { SplitFactory } from '@splitsoftware/splitio/client';
import { simpleFlag } from './testing/definitions';
import { eventually, sdkKey, startService, type RunningService } from './testing/service';

// The browser build of the SDK (what packages/flags uses), run in Node against the service.
let service: RunningService;

beforeAll(async () => {
  service = await startService('sqlite');
  const segmentFlag = simpleFlag('vip_banner', {
    conditions: [
      {
        conditionType: 'ROLLOUT',
        matcherGroup: {
          combiner: 'AND',
          matchers: [
            { matcherType: 'IN_SEGMENT', userDefinedSegmentMatcherData: { segmentName: 'vip' } },
          ],
        },
        partitions: [{ treatment: 'on', size: 100 }],
      },
    ],
  });
  await service.admin('POST', '/import', { ff: { d: [segmentFlag] }, segments: { vip: ['ann'] } });
});
afterAll(() => service?.close());

it('evaluates segments from /memberships and delivers impressions and events', async () => {
  const factory = SplitFactory({
    core: { authorizationKey: sdkKey, key: 'ann' },
    urls: { sdk: service.api, events: service.api, auth: service.api, telemetry: service.api },
    streamingEnabled: false,
  });
  const ann = factory.client();
  const bob = factory.client('bob');
  await Promise.all([ann.whenReady(), bob.whenReady()]);
  expect(ann.getTreatment('vip_banner', { channel: 'kartenliebe' })).toBe('on');
  expect(bob.getTreatment('vip_banner')).toBe('off');
  expect(ann.track('user', 'added_to_cart', 12.5, { sku: 'A4', framed: true })).toBe(true);
  // destroy() flushes the queues to /testImpressions/bulk and /events/bulk.
  await bob.destroy();
  await ann.destroy();

  await eventually(async () => {
    const impressions = (await service.admin('GET', '/impressions?feature=vip_banner')).json
      .impressions;
    expect(impressions.map((i: any) => [i.keyName, i.treatment]).sort()).toEqual([
      ['ann', 'on'],
      ['bob', 'off'],
    ]);
    const events = (await service.admin('GET', '/events')).json.events;
    expect(events).toEqual([
      expect.objectContaining({
        eventTypeId: 'added_to_cart',
        key: 'ann',
        value: 12.5,
        trafficTypeName: 'user',
        properties: { sku: 'A4', framed: true },
      }),
    ]);
  });
});

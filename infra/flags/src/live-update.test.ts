import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SplitFactory } from '@splitsoftware/splitio';
import { testDialects } from '@shop/db/testing';
import { eventually, sdkKey, startService, type RunningService } from './testing/service';

const rollout = (treatment: string) => ({
  name: 'checkout_banner',
  trafficTypeName: 'user',
  defaultTreatment: 'off',
  sets: ['shop'],
  conditions: [
    {
      conditionType: 'WHITELIST',
      matcherGroup: {
        combiner: 'AND',
        matchers: [
          {
            matcherType: 'IN_SEGMENT',
            userDefinedSegmentMatcherData: { segmentName: 'beta_testers' },
          },
        ],
      },
      partitions: [{ treatment: 'beta', size: 100 }],
    },
    {
      conditionType: 'ROLLOUT',
      matcherGroup: {
        combiner: 'AND',
        matchers: [{ matcherType: 'ALL_KEYS', keySelector: { trafficType: 'user' } }],
      },
      partitions: [
        { treatment, size: 100 },
        { treatment: 'beta', size: 0 },
      ],
    },
  ],
});

describe.each(await testDialects())('a running SDK follows admin changes on %s', (dialect) => {
  let service: RunningService;
  let client: SplitIO.IClient;

  beforeAll(async () => {
    service = await startService(dialect);
    expect((await service.admin('PUT', '/segments/beta_testers', { keys: ['ann'] })).status).toBe(
      200,
    );
    expect((await service.admin('PUT', '/flags/checkout_banner', rollout('on'))).status).toBe(201);
    const factory = SplitFactory({
      core: { authorizationKey: sdkKey },
      urls: { sdk: service.api, events: service.api, auth: service.api, telemetry: service.api },
      streamingEnabled: false,
      scheduler: {
        featuresRefreshRate: 1,
        segmentsRefreshRate: 1,
        impressionsRefreshRate: 3600,
        eventsPushRate: 3600,
      },
    });
    client = factory.client();
    await client.whenReady();
  });

  afterAll(async () => {
    await client?.destroy();
    await service?.close();
  });

  it('serves the first version', () => {
    expect(client.getTreatment('bob', 'checkout_banner')).toBe('on');
    expect(client.getTreatment('ann', 'checkout_banner')).toBe('beta');
  });

  it('picks up a changed rollout on its next poll', async () => {
    expect((await service.admin('PUT', '/flags/checkout_banner', rollout('off'))).status).toBe(200);
    await eventually(() => expect(client.getTreatment('bob', 'checkout_banner')).toBe('off'));
  });

  it('picks up segment membership changes', async () => {
    expect(
      (
        await service.admin('POST', '/segments/beta_testers/keys', {
          add: ['bob'],
          remove: ['ann'],
        })
      ).status,
    ).toBe(200);
    await eventually(() => {
      expect(client.getTreatment('bob', 'checkout_banner')).toBe('beta');
      expect(client.getTreatment('ann', 'checkout_banner')).toBe('off');
    });
  });

  it('serves the default treatment once killed, and the rules again once restored', async () => {
    const killed = await service.admin('POST', '/flags/checkout_banner/kill', {
      defaultTreatment: 'beta',
    });
    expect(killed.json).toMatchObject({ killed: true, defaultTreatment: 'beta' });
    await eventually(() => expect(client.getTreatment('carl', 'checkout_banner')).toBe('beta'));
    await service.admin('POST', '/flags/checkout_banner/restore');
    await eventually(() => expect(client.getTreatment('carl', 'checkout_banner')).toBe('off'));
  });

  it('returns control for an archived flag, and the flag again once restored', async () => {
    await service.admin('POST', '/flags/checkout_banner/archive');
    await eventually(() => expect(client.getTreatment('carl', 'checkout_banner')).toBe('control'));
    await service.admin('POST', '/flags/checkout_banner/restore');
    await eventually(() => expect(client.getTreatment('carl', 'checkout_banner')).toBe('off'));
  });
});

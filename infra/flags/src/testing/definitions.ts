/** A small valid flag for protocol and validation tests. */
export function simpleFlag(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    trafficTypeName: 'user',
    defaultTreatment: 'off',
    conditions: [
      {
        conditionType: 'ROLLOUT',
        matcherGroup: {
          combiner: 'AND',
          matchers: [{ matcherType: 'ALL_KEYS', keySelector: { trafficType: 'user' } }],
        },
        partitions: [
          { treatment: 'on', size: 100 },
          { treatment: 'off', size: 0 },
        ],
      },
    ],
    ...extra,
  };
}

export function ruleBasedFlag(name: string, segment: string) {
  return simpleFlag(name, {
    conditions: [
      {
        conditionType: 'ROLLOUT',
        matcherGroup: {
          combiner: 'AND',
          matchers: [
            {
              matcherType: 'IN_RULE_BASED_SEGMENT',
              userDefinedSegmentMatcherData: { segmentName: segment },
            },
          ],
        },
        partitions: [{ treatment: 'on', size: 100 }],
      },
    ],
  });
}

export const staffSegment = {
  name: 'staff',
  trafficTypeName: 'user',
  conditions: [
    {
      matcherGroup: {
        combiner: 'AND',
        matchers: [
          {
            matcherType: 'ENDS_WITH',
            keySelector: { trafficType: 'user' },
            whitelistMatcherData: { whitelist: ['@shop.example'] },
          },
        ],
      },
    },
  ],
  excluded: { keys: ['intern@shop.example'], segments: [] },
};

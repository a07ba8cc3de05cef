/**
 * Flags that cover matcher kinds the Split fixture lacks (string, set, boolean, semver, negation,
 * traffic allocation 0) plus a killed and an archived flag. Each has one rule and the default `off`.
 */
const rule = (matcher: Record<string, unknown>, treatment = 'on') => ({
  conditionType: 'ROLLOUT',
  matcherGroup: { combiner: 'AND', matchers: [{ negate: false, ...matcher }] },
  partitions: [{ treatment, size: 100 }],
  label: 'extra rule',
});
const attr = (attribute: string | null) => ({ keySelector: { trafficType: 'user', attribute } });
const flag = (name: string, conditions: unknown[], extra: Record<string, unknown> = {}) => ({
  name,
  trafficTypeName: 'user',
  seed: 1234,
  status: 'ACTIVE',
  killed: false,
  defaultTreatment: 'off',
  trafficAllocation: 100,
  trafficAllocationSeed: 4321,
  algo: 2,
  conditions,
  ...extra,
});
const list = (matcherType: string, attribute: string | null, whitelist: string[]) =>
  rule({ matcherType, ...attr(attribute), whitelistMatcherData: { whitelist } });

export const extraFlags = [
  flag('conf_starts_with', [list('STARTS_WITH', null, ['adm'])]),
  flag('conf_ends_with', [list('ENDS_WITH', 'email', ['@shop.example'])]),
  flag('conf_contains_string', [list('CONTAINS_STRING', 'email', ['+test'])]),
  flag('conf_matches_string', [
    rule({ matcherType: 'MATCHES_STRING', ...attr('code'), stringMatcherData: '^[A-Z]{3}-\\d+$' }),
  ]),
  flag('conf_equal_to_set', [list('EQUAL_TO_SET', 'perm', ['read', 'write'])]),
  flag('conf_contains_any_of_set', [list('CONTAINS_ANY_OF_SET', 'perm', ['a', 'b'])]),
  flag('conf_contains_all_of_set', [list('CONTAINS_ALL_OF_SET', 'perm', ['a', 'b'])]),
  flag('conf_part_of_set', [list('PART_OF_SET', 'perm', ['a', 'b', 'c'])]),
  flag('conf_boolean', [
    rule({ matcherType: 'EQUAL_TO_BOOLEAN', ...attr('premium'), booleanMatcherData: true }),
  ]),
  flag('conf_semver_gte', [
    rule({
      matcherType: 'GREATER_THAN_OR_EQUAL_TO_SEMVER',
      ...attr('version'),
      stringMatcherData: '2.1.0',
    }),
  ]),
  flag('conf_semver_between', [
    rule({
      matcherType: 'BETWEEN_SEMVER',
      ...attr('version'),
      betweenStringMatcherData: { start: '1.0.0', end: '1.5.0' },
    }),
  ]),
  flag('conf_semver_in_list', [list('IN_LIST_SEMVER', 'version', ['1.0.0', '2.0.0'])]),
  flag('conf_not_between', [
    rule({
      matcherType: 'BETWEEN',
      ...attr('n'),
      negate: true,
      betweenMatcherData: { dataType: 'NUMBER', start: 1, end: 5 },
    }),
  ]),
  flag('conf_traffic_zero', [rule({ matcherType: 'ALL_KEYS', ...attr(null) })], {
    trafficAllocation: 0,
    defaultTreatment: 'excluded',
  }),
  flag('conf_killed_with_config', [rule({ matcherType: 'ALL_KEYS', ...attr(null) })], {
    killed: true,
    defaultTreatment: 'off',
    configurations: { off: '{"reason":"killed"}', on: '{"reason":"running"}' },
  }),
  flag('conf_archived', [rule({ matcherType: 'ALL_KEYS', ...attr(null) })], { status: 'ARCHIVED' }),
];

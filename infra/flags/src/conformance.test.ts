import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SplitFactory } from '@splitsoftware/splitio';
import { testDialects } from '@shop/db/testing';
import { bucket, murmur3 } from './testing/murmur3';
import { extraFlags } from './testing/extra-flags';
import { readConformance, sdkKey, startService, type RunningService } from './testing/service';

type Attributes = Record<string, string | number | boolean | string[]>;
type Row = [
  key: string,
  flag: string,
  attributes: Attributes | undefined,
  treatment: string,
  config?: string | null,
];

// Seeds copied from the fixture's definitions; buckets are computed with our own murmur3 below.
const seed5050 = 968686;
const seed5050second = 96868;
const taSeed = -1667452163;
const half = (key: string, seed: number) => (bucket(key, seed) <= 50 ? 'lower' : 'higher');
const hashedKeys = [
  'aaaaaaklmnbv',
  'mauro_test',
  'key_1',
  'key_2',
  'key_4',
  'key_7',
  'user-3',
  'ü-key',
];
const configOn =
  '{"color":"brown","dimensions":{"height":12,"width":14},"text":{"inner":"click me"}}';

/** What Split's evaluation rules give for the fixture (and our extra flags), read off the definitions. */
const expected: Row[] = [
  // Whitelists: listed keys get the rule's treatment, others fall through.
  ['tia@split.io', 'qc_team', undefined, 'yes'],
  ['trevor@split.io', 'qc_team', undefined, 'yes'],
  ['someone@split.io', 'qc_team', undefined, 'no'],
  ['facundo@split.io', 'whitelist', undefined, 'allowed'],
  ['someone', 'whitelist', undefined, 'not_allowed'],
  ['x', 'user_account_in_whitelist', { account: 'key_3@split.io' }, 'on'],
  ['x', 'user_account_in_whitelist', { account: 'nobody@split.io' }, 'off'],
  // Segments (all empty in segments.json): no match, so the default treatment.
  ['anyone', 'blacklist', undefined, 'allowed'],
  ['anyone', 'splitters', undefined, 'off'],
  ['anyone', 'developers', undefined, 'off'],
  ['anyone', 'employees_between_21_and_50_and_chrome', { age: 30, agent: 'chrome' }, 'off'],
  ['anyone', 'user_account_in_segment_employees', { account: 'anyone' }, 'off'],
  ['anyone', 'user_account_in_segment_all', { account: 'anything' }, 'on'],
  // The Node SDK keeps no large segments, so IN_LARGE_SEGMENT never matches.
  ['anyone', 'in_large_segment', undefined, 'no'],
  // Numbers (NUMBER and untyped data behave alike).
  ['x', 'user_attr_eq_ten', { attr: 10 }, 'on'],
  ['x', 'user_attr_eq_ten', { attr: 9 }, 'off'],
  ['x', 'user_attr_eq_ten', undefined, 'off'],
  ['x', 'user_attr_eq_number_ten', { attr: 10 }, 'on'],
  ['x', 'user_attr_eq_number_ten', { attr: 11 }, 'off'],
  ['x', 'user_attr_gte_10', { attr: 10 }, 'on'],
  ['x', 'user_attr_gte_10', { attr: 9 }, 'off'],
  ['x', 'user_attr_gte_number_10', { attr: 11 }, 'on'],
  ['x', 'user_attr_lte_10', { attr: 10 }, 'on'],
  ['x', 'user_attr_lte_10', { attr: 11 }, 'off'],
  ['x', 'user_attr_lte_number_10', { attr: -5 }, 'on'],
  ['x', 'user_attr_btw_10_and_20', { attr: 10 }, 'on'],
  ['x', 'user_attr_btw_10_and_20', { attr: 20 }, 'on'],
  ['x', 'user_attr_btw_10_and_20', { attr: 21 }, 'off'],
  ['x', 'user_attr_btw_number_10_and_20', { attr: 15 }, 'on'],
  ['x', 'user_attr_btw_number_10_and_20', { attr: 9 }, 'off'],
  ['x', 'user_attr_gte_10_and_user_attr2_is_not_foo', { attr: 10, attr2: 'bar' }, 'on'],
  ['x', 'user_attr_gte_10_and_user_attr2_is_not_foo', { attr: 10, attr2: 'foo' }, 'off'],
  ['x', 'user_attr_gte_10_and_user_attr2_is_not_foo', { attr: 9, attr2: 'bar' }, 'off'],
  // A missing attribute fails its matcher, and negation turns that into a match.
  ['x', 'user_attr_gte_10_and_user_attr2_is_not_foo', { attr: 10 }, 'on'],
  // Datetimes: EQUAL_TO compares UTC days, the others compare to the minute.
  ['x', 'user_attr_eq_datetime_1458240947021', { attr: 1458172800000 }, 'on'],
  ['x', 'user_attr_eq_datetime_1458240947021', { attr: 1458259200000 }, 'off'],
  ['x', 'user_attr_gte_datetime_1458240947021', { attr: 1458240900001 }, 'on'],
  ['x', 'user_attr_gte_datetime_1458240947021', { attr: 1458240899999 }, 'off'],
  ['x', 'user_attr_lte_datetime_1458240947021', { attr: 1458240959999 }, 'on'],
  ['x', 'user_attr_lte_datetime_1458240947021', { attr: 1458240960000 }, 'off'],
  ['x', 'user_attr_btw_datetime_1458240947021_and_1458246884077', { attr: 1458240900000 }, 'on'],
  ['x', 'user_attr_btw_datetime_1458240947021_and_1458246884077', { attr: 1458246899999 }, 'on'],
  ['x', 'user_attr_btw_datetime_1458240947021_and_1458246884077', { attr: 1458246900000 }, 'off'],
  // Dependencies: each flag requires the previous one's on.
  ['x', 'hierarchical_dep_always_on', undefined, 'on'],
  ['x', 'hierarchical_dep_hierarchical', undefined, 'on'],
  ['x', 'hierarchical_splits_test', undefined, 'on'],
  ['x', 'always_on', undefined, 'on'],
  ['x', 'always_off', undefined, 'off'],
  ['x', 'always_on_impressions_disabled_true', undefined, 'on'],
  // Rule-based segment: ends with @split.io, except mauro and gaston (keys) and emi (segment).
  ['nicolas@split.io', 'rbs_test_flag', undefined, 'v1'],
  ['mauro@split.io', 'rbs_test_flag', undefined, 'v2'],
  ['gaston@split.io', 'rbs_test_flag', undefined, 'v2'],
  ['emi@split.io', 'rbs_test_flag', undefined, 'v2'],
  ['bilal@harness.io', 'rbs_test_flag', undefined, 'v2'],
  ['nicolas@split.io', 'rbs_test_flag_negated', undefined, 'v2'],
  ['mauro@split.io', 'rbs_test_flag_negated', undefined, 'v1'],
  ['bilal@harness.io', 'rbs_test_flag_negated', undefined, 'v1'],
  // Prerequisite rbs_test_flag in [v1]; unmet gives the default.
  ['nicolas@split.io', 'always_on_if_prerequisite', undefined, 'on'],
  ['mauro@split.io', 'always_on_if_prerequisite', undefined, 'off'],
  // Configurations follow the treatment.
  ['x', 'split_with_config', { group: 'value_without_config' }, 'off', null],
  ['x', 'split_with_config', { group: 'other' }, 'o.n', configOn],
  ['x', 'split_with_config', undefined, 'o.n', configOn],
  // Unknown flag.
  ['x', 'no_such_flag', undefined, 'control', null],
  // Traffic allocation 1%: only bucket 1 of the allocation seed enters the rollout (Split's own key).
  ['aaaaaaklmnbv', 'ta_bucket1_test', undefined, 'rollout_treatment'],
  ['mauro_test', 'ta_bucket1_test', undefined, 'default_treatment'],
  ...hashedKeys.map((key): Row => [
    '' + key,
    'ta_bucket1_test',
    undefined,
    bucket(key, taSeed) <= 1 ? 'rollout_treatment' : 'default_treatment',
  ]),
  // 50/50 partitions, by murmur3 bucket.
  ...hashedKeys.map((key): Row => [
    key,
    'user_account_in_segment_all_50_50',
    undefined,
    half(key, seed5050),
  ]),
  ...hashedKeys.map((key): Row => [
    key,
    'user_account_in_segment_all_50_50_2',
    undefined,
    half(key, seed5050second),
  ]),
  // Extra flags: strings, sets, booleans, semver, negation, allocation 0, killed, archived.
  ['admin-1', 'conf_starts_with', undefined, 'on'],
  ['user-1', 'conf_starts_with', undefined, 'off'],
  ['x', 'conf_ends_with', { email: 'ann@shop.example' }, 'on'],
  ['x', 'conf_ends_with', { email: 'ann@shop.example.org' }, 'off'],
  ['x', 'conf_contains_string', { email: 'ann+test@x.org' }, 'on'],
  ['x', 'conf_contains_string', { email: 'ann@x.org' }, 'off'],
  ['x', 'conf_matches_string', { code: 'ABC-42' }, 'on'],
  ['x', 'conf_matches_string', { code: 'AB-42' }, 'off'],
  ['x', 'conf_equal_to_set', { perm: ['write', 'read'] }, 'on'],
  ['x', 'conf_equal_to_set', { perm: ['read'] }, 'off'],
  ['x', 'conf_contains_any_of_set', { perm: ['b', 'z'] }, 'on'],
  ['x', 'conf_contains_any_of_set', { perm: ['z'] }, 'off'],
  ['x', 'conf_contains_all_of_set', { perm: ['a', 'b', 'c'] }, 'on'],
  ['x', 'conf_contains_all_of_set', { perm: ['a'] }, 'off'],
  ['x', 'conf_part_of_set', { perm: ['a', 'c'] }, 'on'],
  ['x', 'conf_part_of_set', { perm: ['a', 'd'] }, 'off'],
  ['x', 'conf_boolean', { premium: true }, 'on'],
  ['x', 'conf_boolean', { premium: false }, 'off'],
  ['x', 'conf_semver_gte', { version: '2.1.0' }, 'on'],
  ['x', 'conf_semver_gte', { version: '2.0.9' }, 'off'],
  ['x', 'conf_semver_gte', { version: '2.1.0-rc.1' }, 'off'],
  ['x', 'conf_semver_between', { version: '1.2.3' }, 'on'],
  ['x', 'conf_semver_between', { version: '1.6.0' }, 'off'],
  ['x', 'conf_semver_in_list', { version: '2.0.0' }, 'on'],
  ['x', 'conf_semver_in_list', { version: '2.0.1' }, 'off'],
  ['x', 'conf_not_between', { n: 7 }, 'on'],
  ['x', 'conf_not_between', { n: 3 }, 'off'],
  ['x', 'conf_traffic_zero', undefined, 'excluded'],
  ['x', 'conf_killed_with_config', undefined, 'off', '{"reason":"killed"}'],
  ['x', 'conf_archived', undefined, 'control'],
];

it('computes murmur3 like the published test vectors', () => {
  expect(murmur3('The quick brown fox jumps over the lazy dog', 0)).toBe(0x2e4ff723);
  expect(murmur3('', 1)).toBe(0x514e28b7);
});

describe.each(await testDialects())('the Node SDK against the service on %s', (dialect) => {
  let service: RunningService;
  let factory: SplitIO.ISDK;
  let client: SplitIO.IClient;

  beforeAll(async () => {
    service = await startService(dialect);
    const fixture = readConformance('splitchanges.since.-1.json');
    const segments = readConformance('segments.json');
    const imported = await service.admin('POST', '/import', {
      ff: { d: [...fixture.ff.d, ...extraFlags] },
      rbs: fixture.rbs,
      segments,
    });
    expect(imported.status).toBe(200);
    factory = SplitFactory({
      core: { authorizationKey: sdkKey },
      urls: { sdk: service.api, events: service.api, auth: service.api, telemetry: service.api },
      streamingEnabled: false,
      startup: { readyTimeout: 10 },
    });
    client = factory.client();
    await client.whenReady();
  });

  afterAll(async () => {
    await client?.destroy();
    await service?.close();
  });

  it('has every fixture flag and segment the SDK asked for', () => {
    expect(factory.manager().names()).toHaveLength(36 + extraFlags.length - 1);
  });

  it.each(
    expected.map(
      (row) => [`${row[1]} for ${row[0]} ${JSON.stringify(row[2] ?? {})}`, row] as const,
    ),
  )('%s', (_, [key, flag, attributes, treatment, config]) => {
    const result = client.getTreatmentWithConfig(key, flag, attributes);
    expect(result.treatment).toBe(treatment);
    if (config !== undefined) expect(result.config).toBe(config);
  });
});

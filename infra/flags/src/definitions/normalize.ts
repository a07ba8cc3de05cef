import crypto from 'node:crypto';
import type { FlagInput, RuleBasedSegmentInput } from './schema';
import type { Condition, FlagDefinition, RuleBasedSegmentDefinition } from './types';

const randomSeed = () => crypto.randomInt(-2147483648, 2147483647);

/**
 * Turns validated input into the stored definition. Seeds missing from the input come from the
 * previous version (so shoppers keep their buckets across edits) or are drawn fresh with murmur3.
 */
export function normalizeFlag(
  input: FlagInput,
  changeNumber: number,
  previous?: FlagDefinition,
): FlagDefinition {
  const seed = input.seed ?? previous?.seed;
  const algo = input.algo ?? (seed === undefined ? 2 : previous?.algo);
  const flag: FlagDefinition = {
    name: input.name,
    trafficTypeName: input.trafficTypeName ?? 'user',
    seed: seed ?? randomSeed(),
    status: input.status,
    killed: input.killed,
    defaultTreatment: input.defaultTreatment,
    changeNumber,
    trafficAllocation: input.trafficAllocation ?? 100,
    trafficAllocationSeed:
      input.trafficAllocationSeed ?? previous?.trafficAllocationSeed ?? randomSeed(),
    conditions: input.conditions.map(normalizeCondition),
    configurations: input.configurations ?? {},
    sets: [...new Set(input.sets ?? [])].sort(),
    impressionsDisabled: input.impressionsDisabled ?? false,
  };
  if (algo !== undefined && algo !== null) flag.algo = algo;
  if (input.prerequisites && input.prerequisites.length > 0)
    flag.prerequisites = input.prerequisites;
  return flag;
}

export function normalizeRuleBasedSegment(
  input: RuleBasedSegmentInput,
  changeNumber: number,
): RuleBasedSegmentDefinition {
  return {
    name: input.name,
    trafficTypeName: input.trafficTypeName ?? 'user',
    status: input.status,
    changeNumber,
    conditions: input.conditions.map(normalizeCondition),
    excluded: { keys: input.excluded?.keys ?? [], segments: input.excluded?.segments ?? [] },
  };
}

function normalizeCondition(
  condition: FlagInput['conditions'][number] | RuleBasedSegmentInput['conditions'][number],
): Condition {
  const result: Condition = {
    matcherGroup: {
      combiner: 'AND',
      matchers: condition.matcherGroup.matchers as Condition['matcherGroup']['matchers'],
    },
  };
  // Without a type the SDK skips the traffic-allocation check, so a missing type stays missing.
  if (condition.conditionType) result.conditionType = condition.conditionType;
  if (condition.partitions) result.partitions = condition.partitions;
  if (condition.label) result.label = condition.label;
  return result;
}

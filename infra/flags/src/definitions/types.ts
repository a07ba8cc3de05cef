/** A matcher as the Split SDK reads it (flag spec 1.3). */
export type Matcher = {
  matcherType: string;
  negate: boolean;
  keySelector: { trafficType: string; attribute: string | null } | null;
  userDefinedSegmentMatcherData?: { segmentName: string } | null;
  userDefinedLargeSegmentMatcherData?: { largeSegmentName: string } | null;
  whitelistMatcherData?: { whitelist: string[] } | null;
  unaryNumericMatcherData?: { dataType: 'NUMBER' | 'DATETIME' | null; value: number } | null;
  betweenMatcherData?: {
    dataType: 'NUMBER' | 'DATETIME' | null;
    start: number;
    end: number;
  } | null;
  dependencyMatcherData?: { split: string; treatments: string[] } | null;
  booleanMatcherData?: boolean | null;
  stringMatcherData?: string | null;
  betweenStringMatcherData?: { start: string; end: string } | null;
};

export type Partition = { treatment: string; size: number };

export type Condition = {
  conditionType?: 'ROLLOUT' | 'WHITELIST';
  matcherGroup: { combiner: 'AND'; matchers: Matcher[] };
  partitions?: Partition[];
  label?: string;
};

export type Status = 'ACTIVE' | 'ARCHIVED';

/** A feature flag exactly as `/splitChanges` serves it. */
export type FlagDefinition = {
  name: string;
  trafficTypeName: string;
  seed: number;
  status: Status;
  killed: boolean;
  defaultTreatment: string;
  changeNumber: number;
  algo?: number;
  trafficAllocation?: number;
  trafficAllocationSeed?: number;
  conditions: Condition[];
  configurations?: Record<string, string> | null;
  sets?: string[];
  impressionsDisabled?: boolean;
  prerequisites?: Array<{ n: string; ts: string[] }> | null;
};

export type ExcludedSegment = { type: 'standard' | 'large' | 'rule-based'; name: string };

/** A rule-based segment exactly as `/splitChanges` serves it. */
export type RuleBasedSegmentDefinition = {
  name: string;
  trafficTypeName: string;
  status: Status;
  changeNumber: number;
  conditions: Condition[];
  excluded: { keys: string[]; segments: ExcludedSegment[] };
};

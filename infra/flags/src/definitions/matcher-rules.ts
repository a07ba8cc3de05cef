import { semverPattern } from './patterns';

type MatcherInput = Record<string, unknown> & { matcherType: string };
type Issue = { path: Array<string | number>; message: string };

const whitelistTypes = [
  'WHITELIST',
  'EQUAL_TO_SET',
  'CONTAINS_ANY_OF_SET',
  'CONTAINS_ALL_OF_SET',
  'PART_OF_SET',
  'STARTS_WITH',
  'ENDS_WITH',
  'CONTAINS_STRING',
  'IN_LIST_SEMVER',
];
const unaryNumericTypes = ['EQUAL_TO', 'GREATER_THAN_OR_EQUAL_TO', 'LESS_THAN_OR_EQUAL_TO'];
const semverTypes = [
  'EQUAL_TO_SEMVER',
  'GREATER_THAN_OR_EQUAL_TO_SEMVER',
  'LESS_THAN_OR_EQUAL_TO_SEMVER',
];

/** Every matcher type the SDK 11 evaluator knows. */
export const matcherTypes = [
  'ALL_KEYS',
  'IN_SEGMENT',
  'IN_LARGE_SEGMENT',
  'IN_RULE_BASED_SEGMENT',
  'IN_SPLIT_TREATMENT',
  'EQUAL_TO_BOOLEAN',
  'MATCHES_STRING',
  'BETWEEN',
  'BETWEEN_SEMVER',
  ...whitelistTypes,
  ...unaryNumericTypes,
  ...semverTypes,
] as const;

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data a matcher type needs; returns one issue per problem, with the path of the field at fault. */
export function checkMatcherData(matcher: MatcherInput): Issue[] {
  const type = matcher.matcherType;
  const issues: Issue[] = [];
  const need = (field: string, message: string) =>
    issues.push({ path: [field], message: `${type} ${message}` });

  if (type === 'IN_SEGMENT' || type === 'IN_RULE_BASED_SEGMENT') {
    const data = matcher.userDefinedSegmentMatcherData;
    if (!isObject(data) || typeof data.segmentName !== 'string' || data.segmentName === '')
      need('userDefinedSegmentMatcherData', 'needs userDefinedSegmentMatcherData.segmentName');
  } else if (type === 'IN_LARGE_SEGMENT') {
    const data = matcher.userDefinedLargeSegmentMatcherData;
    if (
      !isObject(data) ||
      typeof data.largeSegmentName !== 'string' ||
      data.largeSegmentName === ''
    )
      need(
        'userDefinedLargeSegmentMatcherData',
        'needs userDefinedLargeSegmentMatcherData.largeSegmentName',
      );
  } else if (whitelistTypes.includes(type)) {
    const data = matcher.whitelistMatcherData;
    const list = isObject(data) ? data.whitelist : undefined;
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string'))
      need('whitelistMatcherData', 'needs whitelistMatcherData.whitelist, a list of strings');
    else if (type === 'IN_LIST_SEMVER') {
      const bad = list.find((item) => !semverPattern.test(item));
      if (bad !== undefined)
        need('whitelistMatcherData', `has "${bad}", which is not a semantic version like 1.2.3`);
    }
  } else if (unaryNumericTypes.includes(type)) {
    const data = matcher.unaryNumericMatcherData;
    if (!isObject(data) || !isFiniteNumber(data.value))
      need('unaryNumericMatcherData', 'needs unaryNumericMatcherData.value, a finite number');
    else if (!isDataType(data.dataType))
      need(
        'unaryNumericMatcherData',
        'needs unaryNumericMatcherData.dataType NUMBER, DATETIME or null',
      );
  } else if (type === 'BETWEEN') {
    const data = matcher.betweenMatcherData;
    if (!isObject(data) || !isFiniteNumber(data.start) || !isFiniteNumber(data.end))
      need('betweenMatcherData', 'needs betweenMatcherData.start and .end, finite numbers');
    else if (!isDataType(data.dataType))
      need('betweenMatcherData', 'needs betweenMatcherData.dataType NUMBER, DATETIME or null');
    else if (data.start > data.end)
      need('betweenMatcherData', 'needs betweenMatcherData.start <= end');
  } else if (type === 'IN_SPLIT_TREATMENT') {
    const data = matcher.dependencyMatcherData;
    if (
      !isObject(data) ||
      typeof data.split !== 'string' ||
      data.split === '' ||
      !Array.isArray(data.treatments) ||
      data.treatments.length === 0 ||
      !data.treatments.every((item) => typeof item === 'string')
    )
      need(
        'dependencyMatcherData',
        'needs dependencyMatcherData.split and a non-empty list of treatments',
      );
  } else if (type === 'EQUAL_TO_BOOLEAN') {
    if (typeof matcher.booleanMatcherData !== 'boolean')
      need('booleanMatcherData', 'needs booleanMatcherData, true or false');
  } else if (type === 'MATCHES_STRING') {
    const pattern = matcher.stringMatcherData;
    if (typeof pattern !== 'string')
      need('stringMatcherData', 'needs stringMatcherData, a regular expression');
    else if (!compiles(pattern))
      need('stringMatcherData', `has "${pattern}", which is not a valid regular expression`);
  } else if (semverTypes.includes(type)) {
    const version = matcher.stringMatcherData;
    if (typeof version !== 'string' || !semverPattern.test(version))
      need('stringMatcherData', 'needs stringMatcherData, a semantic version like 1.2.3');
  } else if (type === 'BETWEEN_SEMVER') {
    const data = matcher.betweenStringMatcherData;
    if (!isObject(data) || typeof data.start !== 'string' || typeof data.end !== 'string')
      need('betweenStringMatcherData', 'needs betweenStringMatcherData.start and .end');
    else if (!semverPattern.test(data.start) || !semverPattern.test(data.end))
      need('betweenStringMatcherData', 'needs semantic versions like 1.2.3 in start and end');
  }
  return issues;
}

function isDataType(value: unknown): boolean {
  return value === undefined || value === null || value === 'NUMBER' || value === 'DATETIME';
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

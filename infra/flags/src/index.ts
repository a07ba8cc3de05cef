export { buildFlagsApp, type FlagsAppOptions } from './app';
export {
  readEnvironment,
  developmentSdkKeys,
  defaultBasePath,
  type FlagsEnvironment,
} from './config';
export type {
  FlagDefinition,
  RuleBasedSegmentDefinition,
  Condition,
  Matcher,
  Partition,
} from './definitions/types';

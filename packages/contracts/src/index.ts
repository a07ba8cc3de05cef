export { channelIds, channelIdSchema, environments, environmentSchema, type ChannelId, type Environment } from './channels';
export { remoteContracts, remoteNames, remoteNameSchema, type RemoteName } from './remotes';
export {
  semverPattern,
  versionSchema,
  pinnedRemoteSchema,
  releaseSetSchema,
  inlineReleaseSetSchema,
  type PinnedRemote,
  type ReleaseSet,
  type InlineReleaseSet,
} from './release-set';

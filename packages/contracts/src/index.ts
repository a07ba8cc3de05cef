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
export {
  dialogTypes,
  dialogTypeSchema,
  dialogOwners,
  dialogRequestSchema,
  customerSchema,
  routeChangeSchema,
  accountDialogEventNames,
  type DialogType,
  type DialogRequest,
  type Customer,
  type RouteChange,
  type AccountDialogEventName,
} from './bus-events';
export type { Platform, StorefrontProps, HeaderProps, AccountDialogsProps } from './remote-props';
export { shopDocumentDataElementId, type ShopDocumentData } from './document-data';

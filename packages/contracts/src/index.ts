export { channelIds, environments, type ChannelId, type Environment } from './channels';
export { remoteContracts, remoteNames, type RemoteName } from './remotes';
export { dialogTypes, dialogOwners, accountDialogEventNames, type DialogType, type AccountDialogEventName } from './dialogs';
export {
  channelIdSchema,
  environmentSchema,
  remoteNameSchema,
  dialogTypeSchema,
  dialogRequestSchema,
  customerSchema,
  routeChangeSchema,
  type DialogRequest,
  type Customer,
  type RouteChange,
} from './schemas';
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
export type { Platform, ServiceHotline, StorefrontProps, HeaderProps, AccountDialogsProps, AccountSessionProps, AccountPageProps, AccountIntegrations } from './remote-props';
export { shopDocumentDataElementId, type ShopDocumentData } from './document-data';
export { pageStoryRelations } from './content';

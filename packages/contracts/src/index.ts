export {
  channelIds,
  channelHeaderPattern,
  environments,
  type ChannelId,
  type Environment,
} from './channels';
export { remoteContracts, remoteNames, type RemoteName } from './remotes';
export {
  artifactContractsFileName,
  artifactContractsFor,
  artifactContractsSchema,
  contractMismatches,
  moduleContractVersions,
  type ArtifactContracts,
} from './module-contracts';
export {
  dialogTypes,
  dialogOwners,
  accountDialogEventNames,
  type DialogType,
  type AccountDialogEventName,
} from './dialogs';
export {
  channelIdSchema,
  environmentSchema,
  remoteNameSchema,
  dialogTypeSchema,
  dialogRequestSchema,
  customerSchema,
  accountStatusSchema,
  apiErrorSchema,
  csrfTokenSchema,
  routeChangeSchema,
  storyVersionSchema,
  storyAlternateSchema,
  contentStorySchema,
  type StoryVersion,
  type StoryAlternate,
  type ContentStory,
  type DialogRequest,
  type Customer,
  type AccountStatus,
  type ApiErrorBody,
  type FieldError,
  type RouteChange,
  remoteHealthReportSchema,
} from './schemas';
export {
  maxFailuresPerReport,
  remoteHealthFailureKinds,
  remoteHealthPath,
  type RemoteHealthFailureKind,
  type RemoteHealthReport,
} from './remote-health';
export { passwordMinLength, passwordMaxLength, anonymousCustomer } from './account';
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
export type {
  Platform,
  ServiceHotline,
  StorefrontProps,
  HeaderProps,
  AccountDialogsProps,
  AccountSessionProps,
  AccountPageProps,
  AccountIntegrations,
} from './remote-props';
export { shopDocumentDataElementId, type ShopDocumentData } from './document-data';
export { pageStoryRelations } from './content';
export {
  accessoryKinds,
  calendarTypes,
  frameKinds,
  cardOccasions,
  materials,
  productTypes,
} from './content-model/fields';
export {
  blockSchema,
  componentNames,
  contentTypeNames,
  type BlockName,
  type BlockOf,
  type ContentBlock,
} from './content-model/blocks';
export {
  remoteBlocks,
  type RemoteBlockName,
  type RemoteBlockProps,
} from './content-model/remote-blocks';
export {
  subNavigationItem,
  type NavigationTileType,
  type NavigationImage,
  type NavigationLabel,
  type NavigationItem,
  type FlyoutGroup,
  type ShopEntry,
  type FooterLink,
  type FooterColumn,
  type FooterConfig,
  type NavigationConfig,
  type NavigationProps,
  type SubNavigationProps,
  type FooterProps,
} from './navigation';
export {
  catalogueOfferSchema,
  formatPriceSchema,
  formatPricesPayloadSchema,
  formatGroupPayloadSchema,
  formatGroupPricesImagesPayloadSchema,
  articlePricePayloadSchema,
  framePayloadSchema,
  photoOptionsGroupPayloadSchema,
  photoboxesPayloadSchema,
  accessoryPayloadSchema,
  calculatorLabelSchema,
  calculatorFormatSchema,
  calculatorMaterialSchema,
  calculatorReferencePayloadSchema,
  variantsForFrameTypesPayloadSchema,
  aspectRatioPayloadSchema,
  skuContainerPayloadSchema,
  campaignSchema,
  campaignDataPayloadSchema,
  shippingInformationPayloadSchema,
  localizedUrlsPayloadSchema,
  shopFrontendsInitialDataPayloadSchema,
  catalogueAnswer,
  type CatalogueOffer,
  type FormatPrice,
  type FormatPricesPayload,
  type FormatGroupPayload,
  type FormatGroupPricesImagesPayload,
  type ArticlePricePayload,
  type FramePayload,
  type PhotoOptionsGroupPayload,
  type PhotoboxesPayload,
  type AccessoryPayload,
  type CalculatorLabel,
  type CalculatorFormat,
  type CalculatorMaterial,
  type CalculatorReferencePayload,
  type VariantsForFrameTypesPayload,
  type AspectRatioPayload,
  type SkuContainerPayload,
  type Campaign,
  type CampaignDataPayload,
  type ShippingInformationPayload,
  type LocalizedUrlsPayload,
  type ShopFrontendsInitialDataPayload,
} from './catalogue-api';
export type { PageProps, PageStory, PageStatus } from './props/cms-page';
export type { ProductPageKind, ProductPageProps, ThemesPageProps } from './props/product-pages';
export type {
  CalculatorProps,
  CalculatorDialogsProps,
  CalculatorMoreFormatsPayload,
} from './props/calculator';
export { calculatorExperiments, type CalculatorExperiment } from './experiments';
export type { RemoteModuleProps, RemoteModule, ExposedModulesHaveProps } from './remote-modules';

export {
  sharedSingletons,
  singletonPackages,
  isSharedRequest,
  remoteServerEntryFile,
} from './shared';
export {
  createRemoteServerConfig,
  createHostServerConfig,
  type RemoteServerConfigOptions,
} from './server-config';
export {
  createRemoteConfig,
  createHostConfig,
  createPaintFirstConfig,
  resolveRemoteVersion,
  type RemoteConfigOptions,
} from './rspack-config';
export { AssetsManifestPlugin } from './assets-manifest-plugin';
export { ContractsFilePlugin } from './contracts-file-plugin';
export { PrecompressPlugin } from './precompress-plugin';
export { compileHints, compileHintComment } from './compile-hints';

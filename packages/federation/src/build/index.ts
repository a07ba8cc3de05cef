export { sharedSingletons, singletonPackages } from './shared';
export {
  createRemoteConfig,
  createHostConfig,
  resolveRemoteVersion,
  type RemoteConfigOptions,
} from './rspack-config';
export { AssetsManifestPlugin } from './assets-manifest-plugin';
export { ContractsFilePlugin } from './contracts-file-plugin';
export { PrecompressPlugin } from './precompress-plugin';

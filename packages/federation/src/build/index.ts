export { sharedSingletons, singletonPackages } from './shared';
export { createRemoteConfig, createHostConfig, type RemoteConfigOptions } from './rspack-config';
export { AssetsManifestPlugin } from './assets-manifest-plugin';

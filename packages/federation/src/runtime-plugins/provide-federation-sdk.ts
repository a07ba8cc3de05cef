// Runs in the host's Module Federation runtime: hands the error codes and bundler runtime to
// remotes, which build them as externals, so they ship once per page like the runtime core itself.
// Not the SDK: remote entries do not use it, and handing it over would keep all of it in the host.
import * as errorCodes from '@module-federation/error-codes';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The host exposes no modules, so its own bundler runtime leaves this out.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import type { HostBundlerRuntime } from './bundler-runtime-from-host';

type SdkGlobals = {
  _FEDERATION_ERROR_CODES?: unknown;
  _FEDERATION_BUNDLER_RUNTIME?: HostBundlerRuntime;
};

export default function provideFederationSdk() {
  const globals = globalThis as SdkGlobals;
  globals._FEDERATION_ERROR_CODES ??= errorCodes;
  globals._FEDERATION_BUNDLER_RUNTIME ??= {
    attachShareScopeMap,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  };
  return { name: 'provide-federation-sdk' };
}

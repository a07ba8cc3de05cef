// Stands in for @module-federation/webpack-bundler-runtime in a remote's browser build: the
// functions come from the host's copy, while the state each container writes stays its own.
import type {
  attachShareScopeMap,
  bundlerRuntime,
  Federation,
} from '@module-federation/webpack-bundler-runtime';
// Its own: the runtime keeps one federation instance per container (the core it wraps is the host's).
import * as runtime from '@module-federation/runtime';

export type HostBundlerRuntime = {
  attachShareScopeMap: typeof attachShareScopeMap;
  bundlerRuntime: typeof bundlerRuntime;
};

const host = (globalThis as { _FEDERATION_BUNDLER_RUNTIME?: HostBundlerRuntime })
  ._FEDERATION_BUNDLER_RUNTIME;
if (!host) {
  throw new Error(
    'This remote runs only inside the shop, whose host provides its federation runtime.',
  );
}

const federation: Federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // Its share scope map is its own until the runtime attaches the page's.
  bundlerRuntime: { ...host.bundlerRuntime, S: {} },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;

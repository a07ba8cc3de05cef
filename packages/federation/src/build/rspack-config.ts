import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DefinePlugin, ExternalsPlugin, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ProvidesSingletonsPlugin } from './provides-singletons-plugin';
import { sharedFromHost, sharedSingletons } from './shared';
import { AssetsManifestPlugin } from './assets-manifest-plugin';
import { compileHints } from './compile-hints';
import { BlockChunksPlugin } from './block-chunks-plugin';
import { ContractsFilePlugin } from './contracts-file-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { productionBuild, scriptRule } from './rspack-base';

/** What the host's runtime hands to remotes besides the runtime core (see provide-federation-sdk). */
const hostProvidedModules = {
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
};
const provideSdkPlugin = fileURLToPath(
  new URL('../runtime-plugins/provide-federation-sdk.ts', import.meta.url),
);
const entriesFromPacksPlugin = fileURLToPath(
  new URL('../runtime-plugins/entries-from-packs.ts', import.meta.url),
);
const bundlerRuntimeFromHost = fileURLToPath(
  new URL('../runtime-plugins/bundler-runtime-from-host.ts', import.meta.url),
);

const require = createRequire(import.meta.url);

/**
 * The federation plugin hands the bundler the CommonJS builds of its runtime, while app code
 * imports the ES builds: the page got both copies of the SDK and no tree-shaking. Every runtime
 * entry resolves to its ES build instead.
 */
export function esmFederationRuntime(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const runtimePackage of [
    '@module-federation/runtime-tools',
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ]) {
    const commonJs = require.resolve(runtimePackage);
    const esModule = commonJs.replace(/\.cjs$/, '.js');
    if (esModule !== commonJs && fs.existsSync(esModule)) aliases[commonJs] = esModule;
  }
  return aliases;
}

/** A remote's federation glue imports the bundler runtime by its CommonJS path; the host's copy serves it. */
function hostBundlerRuntime(): Record<string, string> {
  const commonJs = require.resolve('@module-federation/webpack-bundler-runtime');
  return {
    [commonJs]: bundlerRuntimeFromHost,
    [commonJs.replace(/\.cjs$/, '.js')]: bundlerRuntimeFromHost,
  };
}

/** The Split SDK's module its browser factory imports for streaming, by the specifier it uses. */
export const splitPushManager = '@splitsoftware/splitio-commons/esm/sync/streaming/pushManager';

/**
 * The Split SDK's browser factory always bundles its streaming client (SSE, notification parsing,
 * decompression: about a fifth of the SDK). The shop's flag service has no push channel and the
 * SDK is created with streaming off, so browser builds get a push manager factory of `undefined`,
 * with which the SDK builds its polling-only sync manager.
 */
export function splitPollingOnly(): Record<string, string> {
  return {
    [`${splitPushManager}$`]: fileURLToPath(new URL('./split-polling-only.js', import.meta.url)),
  };
}

/**
 * react-router's package exports name its development build for every condition, dev warnings on
 * (remix-run/react-router#14102); a production build takes the production one it ships beside it.
 */
export function productionReactRouter(): Record<string, string> {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  const build = path.join(packageDir, 'dist', 'production', 'index.mjs');
  return fs.existsSync(build) ? { 'react-router$': build } : {};
}

function baseConfig(packageDir: string): Configuration {
  const production = productionBuild();
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    context: packageDir,
    // No eval-based source maps: the shop's CSP forbids eval, also for a team's local build.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      alias: {
        ...esmFederationRuntime(),
        ...splitPollingOnly(),
        ...(production ? productionReactRouter() : {}),
      },
    },
    module: { rules: [scriptRule, { test: /\.css$/, type: 'css/auto' }] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function readPackage(packageDir: string): { name: string; version: string } {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
}

/** The version a remote builds and publishes as: MF_VERSION for a one-off build, else its package version. */
export function resolveRemoteVersion(
  packageDir: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return env.MF_VERSION || readPackage(packageDir).version;
}

export type RemoteConfigOptions = {
  /** Container name, an identifier: `mf_navigation`. */
  name: string;
  packageDir: string;
  exposes: Record<string, string>;
  /** Defaults to MF_VERSION, then the package.json version. */
  version?: string;
  /** Port of `npm run dev` (PORT overrides it): the team's local build for a remote override. */
  devPort?: number;
  /**
   * Several of its modules, or the blocks they load on demand, land on one page (a header and a
   * footer): code they share loads once, in a chunk of its own, from 2 KB up. Else each carries
   * its own copy of shared code under 20 KB, which saves a request where a page mounts one module.
   */
  modulesShareChunks?: boolean;
  /**
   * Its content blocks load on their own (`block-<Component>` chunks, listed in block-chunks.json):
   * as with `modulesShareChunks` their shared code comes once, and every style sheet of the remote
   * is one file, which a server-rendered page links whatever blocks it holds.
   */
  blockChunks?: boolean;
};

/** Split chunks of a remote's asynchronous code (exposed modules are loaded asynchronously too). */
function remoteSplitChunks(modulesShareChunks: boolean, blockChunks: boolean) {
  if (!modulesShareChunks && !blockChunks) return undefined;
  return {
    chunks: 'async' as const,
    minSize: 2000,
    ...(blockChunks && {
      cacheGroups: {
        styles: { type: 'css/auto', name: 'styles', chunks: 'async' as const, enforce: true },
      },
    }),
  };
}

/**
 * A remote's build: versioned output `dist/<version>/`, its own uniqueName per version, and the
 * shared singletons and Module Federation runtime of the host instead of bundled copies.
 */
export function createRemoteConfig({
  name,
  packageDir,
  exposes,
  version,
  devPort = 3001,
  modulesShareChunks = false,
  blockChunks = false,
}: RemoteConfigOptions): Configuration {
  const resolvedVersion = version ?? resolveRemoteVersion(packageDir);
  const base = baseConfig(packageDir);
  const splitChunks = remoteSplitChunks(modulesShareChunks, blockChunks);
  return {
    ...base,
    name,
    entry: {},
    // `npm run dev`: the shop loads this build through ?remote-override=<name>@http://localhost:<port>/mf-manifest.json.
    devServer: {
      port: Number(process.env.PORT ?? devPort),
      host: '127.0.0.1',
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: false,
      client: false,
    },
    output: {
      path: path.join(packageDir, 'dist', resolvedVersion),
      publicPath: 'auto',
      uniqueName: `${name}_${resolvedVersion.replace(/\W/g, '_')}`,
      filename: '[name].[contenthash:8].js',
      // By id: the entry's chunk map then holds no names (the blocks' are in block-chunks.json).
      chunkFilename: '[id].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[id].[contenthash:8].css',
      // The server build writes server/ beside it in the same run.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: { ...base.resolve, alias: { ...base.resolve?.alias, ...hostBundlerRuntime() } },
    ...(splitChunks && { optimization: { splitChunks } }),
    plugins: [
      new DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(resolvedVersion) }),
      new ExternalsPlugin('global', hostProvidedModules),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedFromHost(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // Remotes load no other remotes, and every app runs in the browser only.
        experiments: {
          externalRuntime: true,
          optimization: { disableRemote: true, target: 'web' },
        },
      }),
      new ContractsFilePlugin(name, Object.keys(exposes)),
      new BlockChunksPlugin(),
      compileHints(),
    ],
  };
}

/**
 * The libraries and workspace packages every page's shell runs before its first render, which the
 * host's build puts in one chunk: not the ones loaded later (axios and the answer schemas through
 * `@shop/api-client`, with the catalogue API's contracts they check, the flag SDK, each language's
 * texts) nor the build's own helpers.
 */
export const shellLibraries =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|effector|effector-react|single-spa|single-spa-react|use-sync-external-store|cookie)[\\/]|packages[\\/](bus|catalogue|contracts|i18n|federation|flags)[\\/]src[\\/](?!build[\\/]|messages[\\/]|sdk-factory|products[\\/]|catalogue-api))/;

/** The host's build: the only bundle carrying the Module Federation runtime; no build-time remotes. */
export function createHostConfig({ packageDir }: { packageDir: string }): Configuration {
  return {
    ...baseConfig(packageDir),
    name: 'host',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: '/assets/',
      uniqueName: 'host',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      // The paint-first build writes paint-first/ beside it in the same run.
      clean: { keep: /^paint-first[\\/]/ },
    },
    // Fewer, larger files: each request costs the phone's main thread, and the shell needs all of these.
    optimization: {
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          shellLibraries: {
            test: shellLibraries,
            name: 'shell-libraries',
            enforce: true,
            priority: 20,
          },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        runtimePlugins: [provideSdkPlugin, entriesFromPacksPlugin],
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new AssetsManifestPlugin('assets-manifest.json'),
      new ProvidesSingletonsPlugin(),
      compileHints(),
      // The edge sends these as they are: the shell's files are compressed once, at build time.
      new PrecompressPlugin(),
    ],
  };
}

/**
 * The host's paint-first script, built on its own: without the federation runtime every entry of
 * the host build carries. It writes `paint-first/assets-manifest.json` for the edge.
 */
export function createPaintFirstConfig({ packageDir }: { packageDir: string }): Configuration {
  const base = baseConfig(packageDir);
  return {
    ...base,
    name: 'paint-first',
    // After the host's build, which cleans the folder this one writes into.
    dependencies: ['host'],
    // With the worker it starts, which warms the browser's formatting up (`intl-warm-up`).
    entry: { 'paint-first': './src/paint-first.ts', 'intl-warm-up': './src/intl-warm-up.ts' },
    output: {
      path: path.join(packageDir, 'dist', 'paint-first'),
      publicPath: '/assets/paint-first/',
      filename: '[name].[contenthash:8].js',
      clean: true,
    },
    plugins: [new AssetsManifestPlugin('assets-manifest.json'), new PrecompressPlugin()],
  };
}

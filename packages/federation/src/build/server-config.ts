import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DefinePlugin,
  NormalModuleReplacementPlugin,
  optimize,
  type Configuration,
  type ExternalItemFunctionData,
} from '@rspack/core';
import { isSharedRequest, remoteServerEntryFile } from './shared';
import { scriptRule, productionBuild } from './rspack-base';
import { resolveRemoteVersion } from './rspack-config';

const emptyModule = fileURLToPath(new URL('./empty-module.js', import.meta.url));

type External = (
  data: ExternalItemFunctionData,
  callback: (error?: Error, result?: string) => void,
) => void;

const externalWhen =
  (isExternal: (request: string) => boolean): External =>
  ({ request }, callback) =>
    request && isExternal(request) ? callback(undefined, `commonjs ${request}`) : callback();

// The shop's own packages are compiled into the shell's server build; npm packages stay in node_modules.
const isNpmPackage = (request: string) =>
  !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@shop/');

function serverBaseConfig(packageDir: string): Configuration {
  return {
    mode: productionBuild() ? 'production' : 'development',
    target: ['node', 'es2020'],
    context: packageDir,
    devtool: false,
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [scriptRule] },
    // One file: the edge evaluates it on its own, with nothing else to fetch.
    optimization: { splitChunks: false, minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

// Style sheets belong to the browser build; the server renders markup only.
const withoutStyles = () => new NormalModuleReplacementPlugin(/\.css$/, emptyModule);

export type RemoteServerConfigOptions = {
  name: string;
  packageDir: string;
  /** The module whose default export is `serverModules({...})`. */
  serverEntry: string;
  version?: string;
};

/**
 * A remote's server build, published in the same immutable artifact as its browser build
 * (`dist/<version>/server/remote.cjs`): CommonJS, one file, the shared singletons left to the
 * edge (the same packages the browser shares through Module Federation).
 */
export function createRemoteServerConfig({
  name,
  packageDir,
  serverEntry,
  version,
}: RemoteServerConfigOptions): Configuration {
  const resolvedVersion = version ?? resolveRemoteVersion(packageDir);
  return {
    ...serverBaseConfig(packageDir),
    name: `${name}-server`,
    // After the browser build, whose clean-up of the version folder would otherwise race this one.
    dependencies: [name],
    entry: { remote: serverEntry },
    output: {
      path: path.join(packageDir, 'dist', resolvedVersion, path.dirname(remoteServerEntryFile)),
      filename: path.basename(remoteServerEntryFile),
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [externalWhen(isSharedRequest)],
    plugins: [
      new DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(resolvedVersion) }),
      withoutStyles(),
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

/** The host's own server render (`dist-ssr/render.cjs`), loaded by the edge; npm packages come from node_modules. */
export function createHostServerConfig({
  packageDir,
  entry,
}: {
  packageDir: string;
  entry: string;
}): Configuration {
  return {
    ...serverBaseConfig(packageDir),
    name: 'host-server',
    entry: { render: entry },
    output: {
      path: path.join(packageDir, 'dist-ssr'),
      filename: 'render.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [externalWhen(isNpmPackage)],
    plugins: [withoutStyles(), new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

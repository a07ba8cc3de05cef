import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DefinePlugin, type Configuration } from '@rspack/core';
import { createHostConfig, AssetsManifestPlugin, compileHints } from '@shop/federation/build';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const hostDir = path.join(benchDir, '../../host');
const federated = createHostConfig({ packageDir: hostDir });

/** The host and the remote modules of the benchmarked pages in one build, without Module Federation. */
const config: Configuration = {
  ...federated,
  output: {
    ...federated.output,
    path: path.join(benchDir, 'dist', 'monolith'),
    uniqueName: 'monolith',
  },
  // The bundler's own chunking, which suits one bundle: the shell's grouping is for federation's shared chunks.
  optimization: undefined,
  resolve: {
    ...federated.resolve,
    // The shop's own aliases too (react-router's production build), so both sides run the same code.
    alias: {
      ...(federated.resolve?.alias as Record<string, string>),
      '@module-federation/enhanced/runtime$': path.join(benchDir, 'monolith-runtime.ts'),
    },
  },
  plugins: [
    new DefinePlugin({ __REMOTE_VERSION__: JSON.stringify('monolith') }),
    new AssetsManifestPlugin('assets-manifest.json'),
    // Compiled the way the shop's own scripts are, so the floor differs by its architecture only.
    compileHints(),
  ],
};

export default config;

import { fileURLToPath } from 'node:url';
import { createRemoteConfig, createRemoteServerConfig } from '@shop/federation/build';

const options = {
  name: 'mf_navigation',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  devPort: 3001,
  modulesShareChunks: true,
  exposes: {
    './Header': './src/app/header-parcel.tsx',
    './Navigation': './src/app/navigation-parcel.tsx',
    './SubNavigation': './src/app/sub-navigation-parcel.tsx',
    './Footer': './src/app/footer-parcel.tsx',
  },
};

// The browser build and the server build the edge renders the document with, in one artifact.
export default [
  createRemoteConfig(options),
  createRemoteServerConfig({ ...options, serverEntry: './src/server.ts' }),
];

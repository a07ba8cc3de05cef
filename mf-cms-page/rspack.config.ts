import { fileURLToPath } from 'node:url';
import { createRemoteConfig, createRemoteServerConfig } from '@shop/federation/build';

const options = {
  name: 'mf_cms_page',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  devPort: 3003,
  exposes: { './Page': './src/app/page-parcel.tsx' },
  blockChunks: true,
};

// The browser build and the server build the edge renders the document with, in one artifact.
export default [
  createRemoteConfig(options),
  createRemoteServerConfig({ ...options, serverEntry: './src/server.ts' }),
];

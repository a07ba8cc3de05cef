import { fileURLToPath } from 'node:url';
import { createRemoteConfig, createRemoteServerConfig } from '@shop/federation/build';

const options = {
  name: 'mf_calculator',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  devPort: 3004,
  exposes: {
    './Calculator': './src/app/calculator-parcel.tsx',
    './CalculatorDialogs': './src/app/calculator-dialogs-parcel.tsx',
  },
};

// The browser build and the server build the edge renders the document with, in one artifact.
export default [
  createRemoteConfig(options),
  createRemoteServerConfig({ ...options, serverEntry: './src/server.ts' }),
];

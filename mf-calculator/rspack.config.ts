import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@shop/federation/build';

export default createRemoteConfig({
  name: 'mf_calculator',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  devPort: 3004,
  exposes: {
    './Calculator': './src/app/calculator-parcel.tsx',
    './CalculatorDialogs': './src/app/calculator-dialogs-parcel.tsx',
  },
});

import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@shop/federation/build';

export default createRemoteConfig({
  name: 'mf_account',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  devPort: 3002,
  exposes: {
    './AccountDialogs': './src/app/account-dialogs-parcel.tsx',
    './AccountPage': './src/app/account-page-parcel.tsx',
  },
});

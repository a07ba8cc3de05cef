import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@shop/federation/build';

export default createRemoteConfig({
  name: 'mf_navigation',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  devPort: 3001,
  exposes: {
    './Header': './src/app/header-parcel.tsx',
    './Navigation': './src/app/navigation-parcel.tsx',
    './SubNavigation': './src/app/sub-navigation-parcel.tsx',
    './Footer': './src/app/footer-parcel.tsx',
  },
});

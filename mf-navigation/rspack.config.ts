import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@shop/federation/build';

export default createRemoteConfig({
  name: 'mf_navigation',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: { './Header': './src/app/header-parcel.tsx' },
});

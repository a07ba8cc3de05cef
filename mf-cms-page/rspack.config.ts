import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@shop/federation/build';

export default createRemoteConfig({
  name: 'mf_cms_page',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  devPort: 3003,
  exposes: { './Page': './src/app/page-parcel.tsx' },
});

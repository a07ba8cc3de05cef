import { fileURLToPath } from 'node:url';
import { createRemoteConfig, createRemoteServerConfig } from '@shop/federation/build';

const options = {
  name: 'mf_product_wrappers',
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  devPort: 3005,
  exposes: {
    './ProductPage': './src/app/product-page-parcel.tsx',
    './ThemesPage': './src/app/themes-page-parcel.tsx',
    './ProductDetailAccessory': './src/app/product-detail-accessory-parcel.tsx',
    './ProductDetailCalendar': './src/app/product-detail-calendar-parcel.tsx',
    './ProductDetailCard': './src/app/product-detail-card-parcel.tsx',
    './ProductDetailCollage': './src/app/product-detail-collage-parcel.tsx',
    './ProductDetailPhotobook': './src/app/product-detail-photobook-parcel.tsx',
    './OverviewCalendar': './src/app/overview-calendar-parcel.tsx',
    './OverviewCollage': './src/app/overview-collage-parcel.tsx',
    './OverviewPhotobook': './src/app/overview-photobook-parcel.tsx',
    './OverviewThemes': './src/app/overview-themes-parcel.tsx',
  },
};

// The browser build and the server build the edge renders the document with, in one artifact.
export default [
  createRemoteConfig(options),
  createRemoteServerConfig({ ...options, serverEntry: './src/server.ts' }),
];

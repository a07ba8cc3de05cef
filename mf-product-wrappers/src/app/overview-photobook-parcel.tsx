import type { RemoteBlockProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { PhotobookOverview } from '../features/product-overviews';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<RemoteBlockProps<'OverviewPhotobook'>>(
  PhotobookOverview,
  ProductsFallback,
);

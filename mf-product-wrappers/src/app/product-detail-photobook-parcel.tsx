import type { RemoteBlockProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { PhotobookDetail } from '../features/photobook-detail';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<RemoteBlockProps<'ProductDetailPhotobook'>>(
  PhotobookDetail,
  ProductsFallback,
);

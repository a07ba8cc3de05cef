import type { RemoteBlockProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { CollageDetail } from '../features/collage-detail';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<RemoteBlockProps<'ProductDetailCollage'>>(
  CollageDetail,
  ProductsFallback,
);

import type { RemoteBlockProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { CardDetail } from '../features/card-detail';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<RemoteBlockProps<'ProductDetailCard'>>(
  CardDetail,
  ProductsFallback,
);

import type { RemoteBlockProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { AccessoryDetail } from '../features/accessory-detail';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<RemoteBlockProps<'ProductDetailAccessory'>>(
  AccessoryDetail,
  ProductsFallback,
);

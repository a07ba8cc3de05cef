import type { ProductPageProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { ProductPage } from '../pages/product-page';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<ProductPageProps>(ProductPage, ProductsFallback);

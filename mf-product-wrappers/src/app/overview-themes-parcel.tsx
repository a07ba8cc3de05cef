import type { RemoteBlockProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { ThemesOverview } from '../features/themes-overview';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<RemoteBlockProps<'OverviewThemes'>>(
  ThemesOverview,
  ProductsFallback,
);

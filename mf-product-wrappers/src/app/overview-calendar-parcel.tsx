import type { RemoteBlockProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { CalendarOverview } from '../features/product-overviews';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<RemoteBlockProps<'OverviewCalendar'>>(
  CalendarOverview,
  ProductsFallback,
);

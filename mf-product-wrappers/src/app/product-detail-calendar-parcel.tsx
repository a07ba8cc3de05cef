import type { RemoteBlockProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { CalendarDetail } from '../features/calendar-detail';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<RemoteBlockProps<'ProductDetailCalendar'>>(
  CalendarDetail,
  ProductsFallback,
);

import type { ThemesPageProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { ThemesPage } from '../pages/themes-page';
import { ProductsFallback } from '../shared/ui/products-root';
import '../shared/ui/products.css';

export default createReactParcel<ThemesPageProps>(ThemesPage, ProductsFallback);

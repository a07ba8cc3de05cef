import { serverModules } from '@shop/federation/react';
import accessory from './app/product-detail-accessory-parcel';
import calendar from './app/product-detail-calendar-parcel';
import card from './app/product-detail-card-parcel';
import collage from './app/product-detail-collage-parcel';
import photobook from './app/product-detail-photobook-parcel';
import overviewCalendar from './app/overview-calendar-parcel';
import overviewCollage from './app/overview-collage-parcel';
import overviewPhotobook from './app/overview-photobook-parcel';
import overviewThemes from './app/overview-themes-parcel';
import productPage from './app/product-page-parcel';
import themesPage from './app/themes-page-parcel';

/**
 * What the edge renders into the document: each wrapper with its product data, loaded on the
 * server within the slot's budget (prices included); the browser hydrates from the same answers.
 */
export default serverModules({
  './ProductPage': productPage,
  './ThemesPage': themesPage,
  './ProductDetailAccessory': accessory,
  './ProductDetailCalendar': calendar,
  './ProductDetailCard': card,
  './ProductDetailCollage': collage,
  './ProductDetailPhotobook': photobook,
  './OverviewCalendar': overviewCalendar,
  './OverviewCollage': overviewCollage,
  './OverviewPhotobook': overviewPhotobook,
  './OverviewThemes': overviewThemes,
});

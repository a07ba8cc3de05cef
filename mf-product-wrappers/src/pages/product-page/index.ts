export { ProductPage } from './ui/product-page';

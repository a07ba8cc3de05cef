export { ScrollManager, type ScrollState } from './scroll-manager';

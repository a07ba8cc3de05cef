export { PhotobookDetail } from './ui/photobook-detail';

export { CollageDetail } from './ui/collage-detail';

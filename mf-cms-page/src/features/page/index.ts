export { Page, PageFallback } from './ui/page';

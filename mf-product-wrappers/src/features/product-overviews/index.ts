export { CalendarOverview, CollageOverview, PhotobookOverview } from './ui/overviews';
export { OverviewGrid } from './ui/overview-grid';
export type { ProductTileData } from './ui/product-tile';

export { ThemesOverview, ThemesOverviewContainer } from './ui/themes-overview';
export { ThemeTile, TileSkeletons } from './ui/theme-tile';

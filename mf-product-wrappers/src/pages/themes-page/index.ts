export { ThemesPage } from './ui/themes-page';

export { MainNavigation } from './ui/main-navigation';

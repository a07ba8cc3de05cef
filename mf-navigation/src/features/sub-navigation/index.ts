export { SubNavigation } from './ui/sub-navigation';

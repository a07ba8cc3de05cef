export { Header } from './ui/header';
export { HeaderFallback } from './ui/header-fallback';

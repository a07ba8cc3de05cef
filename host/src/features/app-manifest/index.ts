export { watchAppManifest } from './watch';

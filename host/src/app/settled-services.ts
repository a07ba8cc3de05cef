// The shell's work for once the page has settled (see bootstrap), in a chunk of its own: the first
// screen needs none of it.
export { watchAppManifest } from '../features/app-manifest';
export { startCustomerSession } from '../features/customer-session';

// The second phase of the shell's start (see bootstrap): the shopper's flags and customer session.
export { setPageTreatments } from '@shop/flags/react';
export { afterPageSettles } from './after-page-settles';
export { startPageFlags } from './flags';

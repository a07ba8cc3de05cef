// The first phase of the shell's start (see bootstrap): the page's language, API client and switches.
export { loadMessages } from '@shop/i18n';
export { readPageSwitches } from '../features/consent';
export { configurePageApiClient } from './api-client';

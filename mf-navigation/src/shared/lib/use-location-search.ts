import { useSyncExternalStore } from 'react';
import { withoutCampaignParams } from '@shop/catalogue';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The page's query string without campaign parameters, so a shopper who came from an ad or a
 * newsletter sees the current link marked. The server renders without it and hydration starts
 * from that, then the browser's own query applies, so a link never differs between server HTML
 * and hydration.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => withoutCampaignParams(window.location.search),
    () => '',
  );
}

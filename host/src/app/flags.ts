import { dataLayerEntryTracked, trackingSwitched } from '@shop/bus';
import { initFlags, readConsentCookie } from '@shop/flags';
import type { ShopDocumentData } from '@shop/contracts';
import { consentRestored, type PageSwitches } from '../features/consent';
import { afterPageSettles } from './after-page-settles';

/**
 * Starts the page's one flag client (a shared singleton: every remote reads this one) with the
 * shopper's consent. Its evaluations go to the bus's data layer with everything else tracked;
 * with tracking off it sends nothing and nothing reaches the data layer, with logging off it
 * writes no log lines. A page the edge rendered carries the treatments it shows, so the SDK's code
 * loads once the page has settled; a page rendered here needs the SDK's answers at once.
 */
export function startPageFlags(
  data: ShopDocumentData,
  switches: PageSwitches,
  serverRendered: boolean,
): void {
  const { channel, country } = data.storefront;
  const consent = readConsentCookie();
  consentRestored({ status: consent, trackingOff: switches.trackingOff });
  trackingSwitched(!switches.trackingOff);
  initFlags({
    authorizationKey: data.flags.sdkKey ?? '',
    channel: `${channel}-${country}`,
    mobileDevice: window.matchMedia('(max-width: 767px)').matches,
    consent: switches.trackingOff ? 'DECLINED' : consent,
    readyTimeoutMs: data.flags.readyTimeoutMs,
    ...(serverRendered && data.flagTreatments ? { scheduleSdk: afterPageSettles } : {}),
    track: (evaluation) =>
      dataLayerEntryTracked({ event: 'feature_flag_evaluation', ...evaluation }),
    ...(switches.loggingOff ? { log: () => undefined } : {}),
  });
}

import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  installParcelErrorHandler,
  isChunkLoadFailure,
  registerReleaseSet,
  reloadPageOnce,
} from '@shop/federation/react';
import { loadMessages } from '@shop/i18n';
import { readShopData } from './shared/shop-data';
import { App } from './app/app';
import { configurePageApiClient } from './app/api-client';
import { startPageFlags } from './app/flags';
import { setPageTreatments } from '@shop/flags/react';
import { readPageSwitches } from './features/consent';
import { sendHealthReport, startRemoteHealthReporter } from './features/remote-health';
import { watchAppManifest } from './features/app-manifest';
import { startCustomerSession } from './features/customer-session';
import './app/base.css';

const data = readShopData();
installParcelErrorHandler();
// A shell deployed anew while the tab was away: the page reloads once when the shopper returns.
watchAppManifest();
configurePageApiClient(data);
const switches = readPageSwitches(location.search);
startPageFlags(data, switches);
registerReleaseSet(data.releaseSet, data.overrides);
// Hydration renders the variants the edge rendered; the client's own follow once it is ready.
setPageTreatments(data.flagTreatments);
// Page loads and remote failures per release set decide whether a canary stays; logging=0 sends none.
if (!switches.loggingOff)
  startRemoteHealthReporter({
    releaseSet: data.releaseSet,
    overrides: data.overrides,
    send: sendHealthReport,
  });
const root = document.getElementById('root')!;
function renderShell(): void {
  // The edge rendered the shell (and the slots it lists) into the document: hydrate it.
  if (root.hasChildNodes())
    hydrateRoot(root, <App data={data} />, {
      onRecoverableError: (error) =>
        console.error({
          event: 'hybrid-ssr-error',
          phase: 'hydrate',
          message: String((error as Error)?.message ?? error),
        }),
    });
  else createRoot(root).render(<App data={data} />);
  // After the first render: the header shows the anonymous state the edge rendered until the customer arrives.
  startCustomerSession(location.search);
}
// The page's language arrives with the boot files (the edge preloads it); every translator reads it.
loadMessages(data.storefront.locale).then(renderShell, (error: unknown) => {
  console.error({
    event: 'messages-load-failed',
    message: String((error as Error)?.message ?? error),
  });
  // A chunk gone after a deploy: the new document brings the current one.
  if (isChunkLoadFailure(error) && reloadPageOnce('messages')) return;
  // Hydrating without the language would put key names over the server's texts: its page stays
  // as sent, links working. A page the browser renders itself shows what it can.
  if (!root.hasChildNodes()) renderShell();
});

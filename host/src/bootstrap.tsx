import { createRoot } from 'react-dom/client';
import { registerReleaseSet, installParcelErrorHandler } from '@shop/federation';
import { readShopData } from './shared/shop-data';
import { App } from './app/app';
import { configurePageApiClient } from './app/api-client';
import { startPageFlags } from './app/flags';
import { readPageSwitches } from './features/consent';
import { sendHealthReport, startRemoteHealthReporter } from './features/remote-health';
import { watchAppManifest } from './features/app-manifest';
import './app/base.css';

const data = readShopData();
installParcelErrorHandler();
// A shell deployed anew while the tab was away: the page reloads once when the shopper returns.
watchAppManifest();
configurePageApiClient(data);
const switches = readPageSwitches(location.search);
startPageFlags(data, switches);
registerReleaseSet(data.releaseSet, data.overrides);
// Page loads and remote failures per release set decide whether a canary stays; logging=0 sends none.
if (!switches.loggingOff)
  startRemoteHealthReporter({
    releaseSet: data.releaseSet,
    overrides: data.overrides,
    send: sendHealthReport,
  });
createRoot(document.getElementById('root')!).render(<App data={data} />);

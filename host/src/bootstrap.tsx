import { createRoot } from 'react-dom/client';
import { registerReleaseSet, installParcelErrorHandler } from '@shop/federation';
import { readShopData } from './shared/shop-data';
import { App } from './app/app';
import { configurePageApiClient } from './app/api-client';
import { startPageFlags } from './app/flags';
import { readPageSwitches } from './features/consent';
import './app/base.css';

const data = readShopData();
installParcelErrorHandler();
configurePageApiClient(data);
startPageFlags(data, readPageSwitches(location.search));
registerReleaseSet(data.releaseSet, data.overrides);
createRoot(document.getElementById('root')!).render(<App data={data} />);

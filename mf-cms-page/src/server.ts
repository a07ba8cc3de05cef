import { serverModules } from '@shop/federation/react';
import page from './app/page-parcel';

/** The page's blocks render on the edge; blocks of other remotes render in the browser. */
export default serverModules({ './Page': page });

import { serverModules } from '@shop/federation/react';
import header from './app/header-parcel';
import navigation from './app/navigation-parcel';
import subNavigation from './app/sub-navigation-parcel';
import footer from './app/footer-parcel';

/** What the edge renders into the document; the browser hydrates it. */
export default serverModules({
  './Header': header,
  './Navigation': navigation,
  './SubNavigation': subNavigation,
  './Footer': footer,
});

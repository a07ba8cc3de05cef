import type { NavigationProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { MainNavigation } from '../features/main-navigation';

// A failing bar leaves the slot empty: the header and the burger still reach every page.
export default createReactParcel<NavigationProps>(MainNavigation, () => null);

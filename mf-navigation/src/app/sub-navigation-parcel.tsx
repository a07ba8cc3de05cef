import type { SubNavigationProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { SubNavigation } from '../features/sub-navigation';

export default createReactParcel<SubNavigationProps>(SubNavigation, () => null);

import type { HeaderProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { Header } from '../features/header';
import { HeaderFallback } from '../features/header';

export default createReactParcel<HeaderProps>(Header, HeaderFallback);

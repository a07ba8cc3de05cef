import type { FooterProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { Footer } from '../features/footer';

export default createReactParcel<FooterProps>(Footer, () => null);

import type { PageProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { Page, PageFallback } from '../features/page';

export default createReactParcel<PageProps>(Page, PageFallback);

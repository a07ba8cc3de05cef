import type { StorefrontProps } from '../remote-props';
import type { RemoteName } from '../remotes';
import type { BlockName, BlockOf } from './blocks';

/**
 * Blocks another remote renders: the CMS page mounts `module` of `remote` in the block's place,
 * with the block's content as props. Every other block is the CMS page's own.
 */
export const remoteBlocks = {
  Calculator: { remote: 'mf_calculator', module: './Calculator' },
  ProductDetailAccessory: { remote: 'mf_product_wrappers', module: './ProductDetailAccessory' },
  ProductDetailCalendar: { remote: 'mf_product_wrappers', module: './ProductDetailCalendar' },
  ProductDetailCard: { remote: 'mf_product_wrappers', module: './ProductDetailCard' },
  ProductDetailCollage: { remote: 'mf_product_wrappers', module: './ProductDetailCollage' },
  ProductDetailPhotobook: { remote: 'mf_product_wrappers', module: './ProductDetailPhotobook' },
  OverviewCalendar: { remote: 'mf_product_wrappers', module: './OverviewCalendar' },
  OverviewCollage: { remote: 'mf_product_wrappers', module: './OverviewCollage' },
  OverviewPhotobook: { remote: 'mf_product_wrappers', module: './OverviewPhotobook' },
  OverviewThemes: { remote: 'mf_product_wrappers', module: './OverviewThemes' },
} as const satisfies Partial<Record<BlockName, { remote: RemoteName; module: string }>>;

export type RemoteBlockName = keyof typeof remoteBlocks;

/** Props of a block parcel (`mf_calculator/Calculator`, ...), version 1: the block and where it renders. */
export type RemoteBlockProps<C extends RemoteBlockName = RemoteBlockName> = StorefrontProps & {
  pathname: string;
  block: BlockOf<C>;
};

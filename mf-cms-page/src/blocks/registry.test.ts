import { describe, expect, it } from 'vitest';
import { blockLoaders, remoteBlockRenderers } from './registry';

const contentBlocks = [
  'AccessoryTypes',
  'BentoGrid',
  'BentoTile',
  'ContactForm',
  'CustomerPicture',
  'Feed',
  'FormatsAndPrices',
  'FrameTypes',
  'Image',
  'Photo',
  'ProductMatrix',
  'ProductQuality',
  'QualityItem',
  'Quote',
  'Shop',
  'ShopEntry',
  'SizeOverview',
  'SubTeaser',
  'Toolbox',
  'ToolboxTool',
  'UspItem',
  'UspTeaser',
  'Video',
  'Voucher',
];

describe('block registry', () => {
  it.each(contentBlocks)('renders %s itself (never the missing-block text)', async (name) => {
    const loader = blockLoaders[name];
    expect(loader).toBeTypeOf('function');
    expect(await loader!()).toBeTypeOf('function');
  });

  it('leaves the calculator and the product wrappers to the slots of their remotes', () => {
    expect(Object.keys(remoteBlockRenderers)).toEqual(
      expect.arrayContaining(['Calculator', 'ProductDetailPhotobook']),
    );
    expect(blockLoaders.Calculator).toBeUndefined();
  });
});

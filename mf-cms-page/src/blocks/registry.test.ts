import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry';

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
  it.each(contentBlocks)('renders %s itself (never the missing-block text)', (name) => {
    expect(blockRegistry[name]).toBeTypeOf('function');
  });
});

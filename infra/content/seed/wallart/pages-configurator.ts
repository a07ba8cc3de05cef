import { configuratorKinds, type ConfiguratorKind } from '@shop/catalogue';
import { configuratorStory, type Ctx, type SeedStory } from '../build';
import type { WallartCopy } from './copy-type';
import { calculator } from './products';

type Json = Record<string, unknown>;

/** The block that lets the shopper choose options and go on to the kind's designer. */
function productBlock(copy: WallartCopy, kind: ConfiguratorKind): Json {
  const { name } = copy.configurator[kind];
  switch (kind) {
    case 'calendar':
      return {
        component: 'ProductDetailCalendar',
        headline: name,
        calendarType: 'wandkalender',
        formats: ['a4-hoch', 'a3-hoch', 'a4-quer', 'a3-quer'],
        mountingTypes: ['spirale', 'lochung'],
      };
    case 'card':
      return { component: 'ProductDetailCard', headline: name, occasion: 'geburtstag' };
    case 'collage':
      return { component: 'ProductDetailCollage', headline: name, designId: '13' };
    case 'photobook':
      return {
        component: 'ProductDetailPhotobook',
        headline: name,
        photobookType: 'digitalfotobuch',
        cover: 'hard',
        binding: 'layflat',
        paper: 'matt',
        formats: ['a4-hoch', 'a4-quer', '300-300'],
      };
    // Photo frames and photo boxes are chosen in the calculator of their category pages.
    case 'photo-frame':
      return calculator(copy, 'wallArt');
    case 'photobox':
      return calculator(copy, 'photoBox');
  }
}

/** One pre-configurator page per designer. */
export function configuratorPages(ctx: Ctx, copy: WallartCopy): SeedStory[] {
  return configuratorKinds.map((kind, index) => {
    const text = copy.configurator[kind];
    return configuratorStory(ctx, kind, index, text, {
      activeNavigation: kind === 'photo-frame' ? 'wall-art' : 'photo-products',
      productBlock: productBlock(copy, kind),
      uspCount: copy.usps.length,
    });
  });
}

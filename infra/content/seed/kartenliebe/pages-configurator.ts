import { configuratorStory, type Ctx, type SeedStory } from '../build';
import {
  kartenliebeConfiguratorKinds,
  type KartenliebeConfiguratorKind,
  type KartenliebeCopy,
} from './copy-type';

type Json = Record<string, unknown>;

/** The block that lets the shopper choose options and go on to the kind's designer. */
function productBlock(copy: KartenliebeCopy, kind: KartenliebeConfiguratorKind): Json {
  const { name } = copy.configurator[kind];
  switch (kind) {
    case 'card':
      return { component: 'ProductDetailCard', headline: name, occasion: 'hochzeit' };
    case 'calendar':
      return {
        component: 'ProductDetailCalendar',
        headline: name,
        calendarType: 'wandkalender',
        formats: ['a4-hoch', 'a3-hoch', 'a4-quer'],
        mountingTypes: ['spirale', 'lochung'],
      };
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
    case 'collage':
      return { component: 'ProductDetailCollage', headline: name, designId: '13' };
  }
}

/** One pre-configurator page per designer the brand sells through. */
export function configuratorPages(ctx: Ctx, copy: KartenliebeCopy): SeedStory[] {
  return kartenliebeConfiguratorKinds.map((kind, index) => {
    const text = copy.configurator[kind];
    return configuratorStory(ctx, kind, index, text, {
      activeNavigation: 'none',
      productBlock: productBlock(copy, kind),
      uspCount: copy.usps.length,
    });
  });
}

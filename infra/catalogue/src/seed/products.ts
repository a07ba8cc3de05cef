import { channelIds, type ChannelId } from '@shop/catalogue';
import type {
  CalendarDesignGroupRecord,
  CollageDesignGroupRecord,
  CustomerPictureRecord,
  MerchProductRecord,
  ProductTexts,
} from '../model/products';

export const t = (de: string, en: string, fr?: string): ProductTexts =>
  fr ? { de, en, fr } : { de, en };
export const img = (channel: ChannelId, name: string) => `catalogue/${channel}/${name}.jpg`;
export const designs = (
  channel: ChannelId,
  prefix: string,
  firstId: number,
  list: Array<[string, string]>,
) =>
  list.map(([de, en], i) => ({
    designId: String(firstId + i),
    names: t(de, en),
    image: img(channel, `design-${prefix}-${i + 1}`),
  }));

/** Calendar design groups of both brands: photo calendars, planners, desk and kitchen calendars. */
export function calendarDesignGroups(): CalendarDesignGroupRecord[] {
  const plan: Array<
    [
      string,
      ProductTexts,
      ProductTexts,
      CalendarDesignGroupRecord['calendarTypes'],
      Array<[string, string]>,
    ]
  > = [
    [
      'fotokalender',
      t('Fotokalender Klassik', 'Classic photo calendar', 'Calendrier photo classique'),
      t(
        'Zwölf Monate, ein Foto pro Monat, weißer Rand.',
        'Twelve months, one photo a month, white border.',
      ),
      ['wandkalender', 'tischkalender'],
      [
        ['Weißer Rand', 'White border'],
        ['Vollbild', 'Full bleed'],
        ['Polaroid', 'Polaroid'],
      ],
    ],
    [
      'familienplaner',
      t('Familienplaner', 'Family planner', 'Planning familial'),
      t('Spalten für bis zu fünf Personen.', 'Columns for up to five people.'),
      ['familienplaner'],
      [
        ['Fünf Spalten', 'Five columns'],
        ['Pastell', 'Pastel'],
      ],
    ],
    [
      'kuechenkalender',
      t('Küchenkalender', 'Kitchen calendar'),
      t('Schmal, mit Platz für Notizen und Rezepte.', 'Slim, with room for notes and recipes.'),
      ['kuechenkalender'],
      [
        ['Rezeptidee', 'Recipe idea'],
        ['Kräuter', 'Herbs'],
      ],
    ],
    [
      'terminkalender',
      t('Terminkalender', 'Appointment calendar'),
      t('Jeder Tag mit einer Zeile für Termine.', 'A line for appointments every day.'),
      ['terminkalender', 'wandkalender'],
      [
        ['Wochenübersicht', 'Week view'],
        ['Monatsraster', 'Month grid'],
      ],
    ],
    [
      'tischkalender',
      t('Tischkalender', 'Desk calendar', 'Calendrier de bureau'),
      t(
        'Für den Schreibtisch, auf Holzfuß oder ohne.',
        'For the desk, on a wooden stand or without.',
      ),
      ['tischkalender'],
      [
        ['Minimal', 'Minimal'],
        ['Collage', 'Collage'],
        ['Jahresrückblick', 'Year in review'],
      ],
    ],
  ];
  return channelIds.flatMap((channel, c) =>
    plan.map(([slug, names, descriptions, types, list], i) => ({
      designGroupId: String(100 + c * 100 + i + 1),
      channel,
      sortOrder: i,
      names,
      descriptions,
      image: img(channel, `product-calendar-${slug}`),
      calendarTypes: types,
      designs: designs(channel, `calendar-${slug}`, 1000 + c * 1000 + i * 10, list),
    })),
  );
}

/**
 * Collage layouts: the wall-art brand opens design 13 by default, the card brand design 1
 * (its brand variant); each brand has a grid group and a free-form group.
 */
export function collageDesignGroups(): CollageDesignGroupRecord[] {
  const wallMaterials = ['leinwand', 'acrylglas', 'poster', 'aludibond'];
  const group = (
    channel: ChannelId,
    designGroupId: string,
    sortOrder: number,
    names: ProductTexts,
    list: Array<[id: string, de: string, en: string, tiles: number, ratio: string]>,
  ): CollageDesignGroupRecord => ({
    designGroupId,
    channel,
    sortOrder,
    names,
    designs: list.map(([designId, de, en, tileCount, aspectRatio]) => ({
      designId,
      names: t(de, en),
      image: `catalogue/${channel}/design-collage-${designId}.webp`,
      tileCount,
      aspectRatio,
      productTypes: channel === 'wallart' ? ['photoframe', 'merch'] : ['photoframe', 'card'],
      materialTypes: channel === 'wallart' ? wallMaterials : ['poster'],
    })),
  });
  return [
    group('wallart', '1', 0, t('Raster', 'Grid', 'Grille'), [
      ['13', 'Raster 3 × 3', 'Grid 3 × 3', 9, '3:2'],
      ['14', 'Raster 2 × 2', 'Grid 2 × 2', 4, 'square'],
      ['15', 'Raster 4 × 3', 'Grid 4 × 3', 12, '4:3'],
    ]),
    group('wallart', '2', 1, t('Freie Anordnung', 'Free layout', 'Libre'), [
      ['21', 'Herz', 'Heart', 14, 'square'],
      ['22', 'Polaroid-Wand', 'Polaroid wall', 7, '3:2'],
      ['23', 'Panorama-Streifen', 'Panorama strip', 5, '3:1'],
    ]),
    group('kartenliebe', '1', 0, t('Kartencollage', 'Card collage'), [
      ['1', 'Vier Fotos', 'Four photos', 4, 'square'],
      ['2', 'Sechs Fotos', 'Six photos', 6, '3:2'],
    ]),
    group('kartenliebe', '2', 1, t('Erinnerungen', 'Memories'), [
      ['3', 'Jahresrückblick', 'Year in review', 12, '4:3'],
    ]),
  ];
}

export const merchProducts = (): MerchProductRecord[] => [
  {
    productType: 'tasse',
    names: t('Fototasse', 'Photo mug', 'Mug photo'),
    image: 'catalogue/wallart/product-merch-tasse.jpg',
    sortOrder: 0,
  },
  {
    productType: 'kissen',
    names: t('Fotokissen', 'Photo cushion', 'Coussin photo'),
    image: 'catalogue/wallart/product-merch-kissen.jpg',
    sortOrder: 1,
  },
  {
    productType: 'puzzle',
    names: t('Fotopuzzle', 'Photo puzzle', 'Puzzle photo'),
    image: 'catalogue/wallart/product-merch-puzzle.jpg',
    sortOrder: 2,
  },
  {
    productType: 'mauspad',
    names: t('Mauspad', 'Mouse pad', 'Tapis de souris'),
    image: 'catalogue/wallart/product-merch-mauspad.jpg',
    sortOrder: 3,
  },
];

/** Pictures customers shared of their products. */
export function customerPictures(now: Date): CustomerPictureRecord[] {
  const day = 86_400_000;
  const people: Array<
    [string, string, CustomerPictureRecord['productType'], string | null, string, string]
  > = [
    [
      'Anna',
      'Hamburg',
      'photoframe',
      'leinwand',
      'Unser Urlaub über dem Sofa',
      'Our holiday above the sofa',
    ],
    [
      'Lukas',
      'Wien',
      'photoframe',
      'acrylglas',
      'Bergpanorama im Flur',
      'Mountain view in the hallway',
    ],
    [
      'Sophie',
      'Zürich',
      'calendar',
      null,
      'Der Familienkalender hängt in der Küche',
      'The family calendar lives in the kitchen',
    ],
    ['Jonas', 'Köln', 'photobook', null, 'Unser Hochzeitsalbum', 'Our wedding album'],
    ['Marie', 'München', 'collage', 'poster', 'Collage mit den Kindern', 'A collage of the kids'],
    ['Elias', 'Graz', 'photoframe', 'aludibond', 'Stadtansicht im Büro', 'City view in the office'],
    ['Lea', 'Bern', 'card', null, 'Unsere Geburtskarten', 'Our birth announcements'],
    ['Paul', 'Berlin', 'photoframe', 'poster', 'Poster mit Holzrahmen', 'Poster in a wooden frame'],
    ['Emma', 'Leipzig', 'card', null, 'Einladung zur Hochzeit', 'Wedding invitation'],
    [
      'Noah',
      'Basel',
      'photobox',
      null,
      'Die schönsten Abzüge in der Box',
      'The best prints in a box',
    ],
  ];
  return channelIds.flatMap((channel, c) =>
    people.map(([name, city, productType, materialType, de, en], i) => ({
      pictureId: String(500 + c * 100 + i + 1),
      channel,
      sortOrder: i,
      image: `catalogue/${channel}/customer-${productType}-${i + 1}.jpg`,
      alt: t(`${productType} von ${name}`, `${productType} by ${name}`),
      caption: t(de, en),
      customerName: name,
      city,
      productType,
      materialType,
      createdAt: new Date(
        Math.floor(now.getTime() / day) * day - (i * 9 + c * 4) * day,
      ).toISOString(),
    })),
  );
}

import { channelIds } from '@shop/catalogue';
import type {
  PhotobookCategoryRecord,
  PhotobookDesignGroupSetRecord,
  PhotobookTypeRecord,
  ProductTexts,
} from '../model/products';
import { designs, img, t } from './products';

export const photobookCategories = (): PhotobookCategoryRecord[] => [
  { categoryId: '1', names: t('Hochzeit', 'Wedding', 'Mariage'), sortOrder: 0 },
  { categoryId: '2', names: t('Urlaub & Reisen', 'Holidays & travel', 'Voyages'), sortOrder: 1 },
  { categoryId: '3', names: t('Baby & Familie', 'Baby & family', 'Bébé et famille'), sortOrder: 2 },
  { categoryId: '4', names: t('Jahrbuch', 'Year book', 'Album de l’année'), sortOrder: 3 },
  { categoryId: '5', names: t('Geschenkideen', 'Gift ideas', 'Idées cadeaux'), sortOrder: 4 },
];

/** The three photobook types with what each offers. */
export const photobookTypeRecords = (): PhotobookTypeRecord[] => [
  {
    photobookType: 'digitalfotobuch',
    sortOrder: 0,
    covers: ['hard', 'soft'],
    bindings: ['pur', 'layflat'],
    papers: ['standard', 'matt', 'glaenzend'],
    formats: ['a4-hoch', 'a4-quer', 'a5-quer', '200-200', '300-300'],
    pageCount: { min: 24, max: 200, step: 4, default: 24 },
    refinements: ['ohne', 'gold', 'silber', 'rosegold', 'relief'],
    categoryIds: ['1', '2', '3', '4', '5'],
  },
  {
    photobookType: 'echtfotobuch',
    sortOrder: 1,
    covers: ['hard'],
    bindings: ['layflat'],
    papers: ['glaenzend', 'matt', 'feinstweiss'],
    formats: ['a3-quer', 'a4-hoch', 'a4-quer', '300-300'],
    pageCount: { min: 20, max: 120, step: 2, default: 26 },
    refinements: ['ohne', 'gold', 'silber', 'relief'],
    categoryIds: ['1', '2', '3', '4'],
  },
  {
    photobookType: 'fotoheft',
    sortOrder: 2,
    covers: ['soft'],
    bindings: ['heftbindung'],
    papers: ['standard', 'matt'],
    formats: ['a5-hoch', 'a5-quer', 'a6-quer', '200-200'],
    pageCount: { min: 16, max: 48, step: 4, default: 24 },
    refinements: ['ohne'],
    categoryIds: ['2', '3', '5'],
  },
];

/** Photobook design group sets of both brands, each with two design groups. */
export function photobookDesignGroupSets(): PhotobookDesignGroupSetRecord[] {
  const plan: Array<
    [
      string,
      ProductTexts,
      string[],
      PhotobookDesignGroupSetRecord['photobookTypes'],
      PhotobookDesignGroupSetRecord['formats'],
    ]
  > = [
    [
      'hochzeit',
      t('Hochzeitsalbum', 'Wedding album', 'Album de mariage'),
      ['1'],
      ['echtfotobuch', 'digitalfotobuch'],
      ['a4-quer', '300-300'],
    ],
    [
      'reise',
      t('Reisetagebuch', 'Travel journal', 'Carnet de voyage'),
      ['2'],
      ['digitalfotobuch', 'fotoheft'],
      ['a4-quer', 'a5-quer', '200-200'],
    ],
    [
      'baby',
      t('Babys erstes Jahr', "Baby's first year", 'Première année de bébé'),
      ['3'],
      ['digitalfotobuch', 'echtfotobuch'],
      ['a4-hoch', '300-300'],
    ],
    [
      'jahrbuch',
      t('Jahrbuch', 'Year book', 'Album de l’année'),
      ['4'],
      ['digitalfotobuch'],
      ['a4-hoch', 'a4-quer', '200-200'],
    ],
    [
      'geschenk',
      t('Kleines Geschenkbuch', 'Little gift book', 'Petit livre cadeau'),
      ['5'],
      ['fotoheft'],
      ['a5-hoch', 'a6-quer'],
    ],
  ];
  return channelIds.flatMap((channel, c) =>
    plan.map(([slug, names, categoryIds, types, formats], i) => ({
      designGroupSetId: String(300 + c * 100 + i + 1),
      channel,
      sortOrder: i,
      names,
      descriptions: t(
        `${names.de}: Layouts und Hintergründe passend zum Anlass.`,
        `${names.en}: layouts and backgrounds made for the occasion.`,
      ),
      image: img(channel, `product-photobook-${slug}`),
      categoryIds,
      photobookTypes: types,
      formats,
      designGroups: [
        {
          designGroupId: String(3000 + c * 1000 + i * 10 + 1),
          names: t('Klassisch', 'Classic'),
          image: img(channel, `design-photobook-${slug}-klassisch`),
          designs: designs(channel, `photobook-${slug}-klassisch`, 30000 + c * 10000 + i * 100, [
            ['Weiß', 'White'],
            ['Creme', 'Cream'],
          ]),
        },
        {
          designGroupId: String(3000 + c * 1000 + i * 10 + 2),
          names: t('Modern', 'Modern'),
          image: img(channel, `design-photobook-${slug}-modern`),
          designs: designs(channel, `photobook-${slug}-modern`, 30000 + c * 10000 + i * 100 + 50, [
            ['Grafisch', 'Graphic'],
            ['Vollbild', 'Full bleed'],
          ]),
        },
      ],
    })),
  );
}

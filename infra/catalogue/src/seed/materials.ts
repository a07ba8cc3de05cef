import { defaultFrameFor, type FrameKind, type Material } from '@shop/catalogue';
import type { LabelRecord, MaterialRecord } from '../model/document';
import type { Texts } from '../model/keys';

export type FormatList = Array<[format: string, featured: boolean]>;
type OptionList = MaterialRecord['options'];

const wall: FormatList = [
  ['300x200', false],
  ['400x300', true],
  ['450x300', false],
  ['600x400', true],
  ['600x600', false],
  ['800x600', false],
  ['900x600', true],
  ['1000x500', false],
  ['1200x800', false],
  ['1500x1000', false],
];
const paper: FormatList = [
  ['300x200', false],
  ['400x300', true],
  ['600x400', true],
  ['700x500', false],
  ['900x600', true],
  ['1200x800', false],
];
const film: FormatList = [
  ['600x400', true],
  ['900x600', true],
  ['1200x800', true],
  ['1500x1000', false],
  ['2000x1000', false],
];
const wallpaper: FormatList = [
  ['1500x1000', false],
  ['2500x1800', true],
  ['3000x2500', true],
  ['3500x2600', true],
  ['4000x2700', false],
];
const banner: FormatList = [
  ['900x600', true],
  ['1500x1000', true],
  ['2000x1000', true],
  ['3000x1500', false],
  ['4000x2000', false],
];

export const bestseller: LabelRecord = {
  text: {
    de: 'Bestseller',
    en: 'Bestseller',
    es: 'Más vendido',
    fr: 'Best-seller',
    it: 'Più venduto',
    nl: 'Bestseller',
  },
  backgroundColor: '#E4004F',
  textColor: '#FFFFFF',
};
const topDeal: LabelRecord = {
  text: {
    de: 'Top-Deal',
    en: 'Top deal',
    es: 'Oferta top',
    fr: 'Top affaire',
    it: 'Super offerta',
    nl: 'Topdeal',
  },
  backgroundColor: '#FFD500',
  textColor: '#1A1A1A',
};

type WallSpec = {
  names: Texts;
  formats: FormatList;
  initial: string;
  frames: FrameKind[];
  options: OptionList;
  label?: LabelRecord;
};

// Sort order is the calculator's material order: the best sellers first.
const wallSpecs: Record<Material, WallSpec> = {
  leinwand: {
    names: { de: 'Leinwand', en: 'Canvas', es: 'Lienzo', fr: 'Toile', it: 'Tela', nl: 'Canvas' },
    formats: wall,
    initial: '600x400',
    frames: ['schattenfuge-leinwand'],
    label: bestseller,
    options: [
      { group: 'stretcherFrame', values: ['25', '38'], default: '25' },
      { group: 'canvasEdge', values: ['coloured', 'mirrored', 'folded'], default: 'mirrored' },
    ],
  },
  acrylglas: {
    names: {
      de: 'Acrylglas',
      en: 'Acrylic glass',
      es: 'Metacrilato',
      fr: 'Verre acrylique',
      it: 'Vetro acrilico',
      nl: 'Acrylglas',
    },
    formats: wall,
    initial: '600x400',
    frames: ['schattenfuge-platte', 'artbox'],
    label: topDeal,
    options: [{ group: 'drilling', values: ['none', 'corners'], default: 'none' }],
  },
  aludibond: {
    names: {
      de: 'Alu-Dibond',
      en: 'Aluminium Dibond',
      es: 'Aluminio Dibond',
      fr: 'Alu-Dibond',
      it: 'Alluminio Dibond',
      nl: 'Aluminium Dibond',
    },
    formats: wall,
    initial: '600x400',
    frames: ['schattenfuge-platte', 'alurahmen'],
    options: [
      { group: 'finish', values: ['standard', 'brushed'], default: 'standard' },
      { group: 'drilling', values: ['none', 'corners'], default: 'none' },
    ],
  },
  poster: {
    names: { de: 'Poster', en: 'Poster', es: 'Póster', fr: 'Poster', it: 'Poster', nl: 'Poster' },
    formats: paper,
    initial: '600x400',
    frames: ['holzrahmen', 'alurahmen', 'kunststoffrahmen'],
    options: [{ group: 'posterLamination', values: ['none', 'glossy', 'matte'], default: 'none' }],
  },
  hahnemuehle: {
    names: {
      de: 'Hahnemühle Fine Art',
      en: 'Hahnemühle fine art',
      es: 'Hahnemühle Fine Art',
      fr: 'Hahnemühle Fine Art',
      it: 'Hahnemühle Fine Art',
      nl: 'Hahnemühle Fine Art',
    },
    formats: paper,
    initial: '600x400',
    frames: ['holzrahmen', 'alurahmen'],
    options: [
      {
        group: 'printProcess',
        values: ['fine-art-hahnemuehle', 'fine-art-matte'],
        default: 'fine-art-hahnemuehle',
      },
    ],
  },
  gallerybond: {
    names: {
      de: 'GalleryBond',
      en: 'GalleryBond',
      es: 'GalleryBond',
      fr: 'GalleryBond',
      it: 'GalleryBond',
      nl: 'GalleryBond',
    },
    formats: wall,
    initial: '600x400',
    frames: ['schattenfuge-platte'],
    options: [{ group: 'finish', values: ['standard', 'silk-matte'], default: 'standard' }],
  },
  forexplatte: {
    names: {
      de: 'Forex-Platte',
      en: 'Forex board',
      es: 'Placa Forex',
      fr: 'Plaque Forex',
      it: 'Pannello Forex',
      nl: 'Forex-plaat',
    },
    formats: wall,
    initial: '600x400',
    frames: ['schattenfuge-platte'],
    options: [
      { group: 'milling', values: ['none', 'lines', 'dots'], default: 'none' },
      { group: 'drilling', values: ['none', 'corners'], default: 'none' },
    ],
  },
  echtglas: {
    names: {
      de: 'Echtglas',
      en: 'Real glass',
      es: 'Vidrio real',
      fr: 'Verre véritable',
      it: 'Vetro vero',
      nl: 'Echt glas',
    },
    formats: wall.slice(0, 9),
    initial: '600x400',
    frames: [],
    options: [{ group: 'drilling', values: ['none', 'corners'], default: 'none' }],
  },
  backlitfolie: {
    names: {
      de: 'Backlitfolie',
      en: 'Backlit film',
      es: 'Lámina backlit',
      fr: 'Film rétroéclairé',
      it: 'Pellicola backlit',
      nl: 'Backlitfolie',
    },
    formats: film,
    initial: '900x600',
    frames: [],
    options: [{ group: 'backlitFilm', values: ['none', 'led-frame'], default: 'none' }],
  },
  klebefolie: {
    names: {
      de: 'Klebefolie',
      en: 'Adhesive film',
      es: 'Vinilo adhesivo',
      fr: 'Film adhésif',
      it: 'Pellicola adesiva',
      nl: 'Plakfolie',
    },
    formats: film,
    initial: '900x600',
    frames: [],
    options: [
      {
        group: 'adhesiveFilm',
        values: ['normal', 'transparent', 'transparent-mirrored', 'white'],
        default: 'normal',
      },
    ],
  },
  fototapete: {
    names: {
      de: 'Fototapete',
      en: 'Photo wallpaper',
      es: 'Fotomural',
      fr: 'Papier peint photo',
      it: 'Carta da parati fotografica',
      nl: 'Fotobehang',
    },
    formats: wallpaper,
    initial: '3000x2500',
    frames: [],
    options: [{ group: 'finish', values: ['standard', 'eco-paper'], default: 'standard' }],
  },
  pvcplane: {
    names: {
      de: 'PVC-Plane',
      en: 'PVC banner',
      es: 'Lona de PVC',
      fr: 'Bâche PVC',
      it: 'Telone in PVC',
      nl: 'PVC-doek',
    },
    formats: banner,
    initial: '1500x1000',
    frames: [],
    options: [{ group: 'eyelets', values: ['none', 'simple'], default: 'simple' }],
  },
};

/** The 12 wall-art materials with their formats, frames and option groups. */
export function wallMaterials(): MaterialRecord[] {
  return (Object.entries(wallSpecs) as Array<[Material, WallSpec]>).map(
    ([materialType, spec], index) => ({
      materialType,
      product: 'photoframe',
      productGroup: spec.frames.length > 0 ? 'framedMaterial' : 'photoprint',
      sortOrder: index,
      initialFormat: spec.initial,
      defaultFrameKind: defaultFrameFor(materialType) ?? null,
      frameKinds: spec.frames,
      formats: spec.formats.map(([formatType, featured]) => ({ formatType, featured })),
      options: spec.options,
      names: spec.names,
      label: spec.label ?? null,
    }),
  );
}

import {
  cardColours,
  cardOccasions,
  cardPunchings,
  cardStyles,
  type CardOccasion,
  type ChannelId,
} from '@shop/catalogue';
import type { ThemeLabelRecord, ThemeRecord } from '../model/products';
import { valueLabel } from '../views/product-texts';

type Pair = [de: string, en: string];

export const themeLabels = (): ThemeLabelRecord[] => [
  { value: 'neu', colour: 'green', texts: { de: 'Neu', en: 'New', fr: 'Nouveau' }, sortOrder: 0 },
  {
    value: 'bestseller',
    colour: 'red',
    texts: { de: 'Bestseller', en: 'Bestseller' },
    sortOrder: 1,
  },
  {
    value: 'veredelung',
    colour: 'yellow',
    texts: { de: 'Mit Veredelung', en: 'Foil finish', fr: 'Dorure' },
    sortOrder: 2,
  },
  {
    value: 'nachhaltig',
    colour: 'dirty-white',
    texts: { de: 'Recyclingpapier', en: 'Recycled paper', fr: 'Papier recyclé' },
    sortOrder: 3,
  },
  { value: 'sale', colour: 'pink', texts: { de: 'Sale', en: 'Sale' }, sortOrder: 4 },
  {
    value: 'klassiker',
    colour: 'blue',
    texts: { de: 'Klassiker', en: 'Classic', fr: 'Classique' },
    sortOrder: 5,
  },
  {
    value: 'limitiert',
    colour: 'smashy1',
    texts: { de: 'Limitiert', en: 'Limited', fr: 'Édition limitée' },
    sortOrder: 6,
  },
];

// Four designs per occasion for the card brand; the wall-art brand offers the first of each.
const names: Record<CardOccasion, Pair[]> = {
  einschulung: [
    ['Schultüte', 'School cone'],
    ['ABC-Schütze', 'First grader'],
    ['Bunte Stifte', 'Coloured pencils'],
    ['Kleiner Entdecker', 'Little explorer'],
  ],
  firmung: [
    ['Heilige Taube', 'Holy dove'],
    ['Lichtstrahl', 'Ray of light'],
    ['Olivenzweig', 'Olive branch'],
    ['Schlichtes Kreuz', 'Simple cross'],
  ],
  geburt: [
    ['Sternenkind', 'Star child'],
    ['Kleine Füße', 'Tiny feet'],
    ['Hallo Welt', 'Hello world'],
    ['Wolkenschaf', 'Cloud lamb'],
  ],
  geburtstag: [
    ['Konfetti', 'Confetti'],
    ['Goldene 50', 'Golden fifty'],
    ['Blumenstrauß', 'Bouquet'],
    ['Luftballons', 'Balloons'],
  ],
  hochzeit: [
    ['Goldene Ringe', 'Golden rings'],
    ['Eukalyptus', 'Eucalyptus'],
    ['Boho Liebe', 'Boho love'],
    ['Save the Date Klassik', 'Classic save the date'],
  ],
  kindergeburtstag: [
    ['Dino-Party', 'Dino party'],
    ['Piratenschatz', 'Pirate treasure'],
    ['Einhornzauber', 'Unicorn magic'],
    ['Zirkus', 'Circus'],
  ],
  kommunion: [
    ['Kelch und Brot', 'Chalice and bread'],
    ['Regenbogenfisch', 'Rainbow fish'],
    ['Zartes Kreuz', 'Delicate cross'],
    ['Lebensbaum', 'Tree of life'],
  ],
  konfirmation: [
    ['Anker', 'Anchor'],
    ['Wegbegleiter', 'Companion'],
    ['Aquarellkreuz', 'Watercolour cross'],
    ['Sonnenaufgang', 'Sunrise'],
  ],
  ostern: [
    ['Osterhase', 'Easter bunny'],
    ['Frühlingseier', 'Spring eggs'],
    ['Tulpenwiese', 'Tulip meadow'],
    ['Osterkranz', 'Easter wreath'],
  ],
  taufe: [
    ['Taufkerze', 'Baptism candle'],
    ['Segensregen', 'Rain of blessings'],
    ['Kleiner Bär', 'Little bear'],
    ['Fisch und Welle', 'Fish and wave'],
  ],
  trauer: [
    ['Stille Rose', 'Quiet rose'],
    ['Fliegende Vögel', 'Birds in flight'],
    ['Lichtblick', 'Glimmer of light'],
    ['Herbstblatt', 'Autumn leaf'],
  ],
  weihnachten: [
    ['Winterwald', 'Winter forest'],
    ['Goldener Stern', 'Golden star'],
    ['Schneeflocken', 'Snowflakes'],
    ['Rentier', 'Reindeer'],
  ],
};

const ratios = ['5-7', '7-5', '1-1'] as const;
const cardsFor: Record<(typeof ratios)[number], Array<{ cardType: string; formatType: string }>> = {
  '5-7': [
    { cardType: 'klappkarte', formatType: 'a6-hoch' },
    { cardType: 'postkarte', formatType: 'a6-hoch' },
    { cardType: 'doppelkarte', formatType: 'a6-hoch' },
    { cardType: 'klappkarte', formatType: 'a5-hoch' },
  ],
  '7-5': [
    { cardType: 'klappkarte', formatType: 'a6-quer' },
    { cardType: 'postkarte', formatType: 'a6-quer' },
    { cardType: 'klappkarte', formatType: 'a5-quer' },
  ],
  '1-1': [
    { cardType: 'klappkarte', formatType: '145-145' },
    { cardType: 'postkarte', formatType: '145-145' },
    { cardType: 'doppelkarte', formatType: '145-145' },
  ],
};
const pixels = { '5-7': '700x980', '7-5': '980x700', '1-1': '800x800' } as const;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

/**
 * Card themes of both brands: 48 on the card brand (four per occasion) and 12 on the wall-art
 * brand, with labels, colours, styles, die cuts and a picture per card.
 */
export function themes(now: Date): ThemeRecord[] {
  const day = 86_400_000;
  const list: ThemeRecord[] = [];
  const channelPlan: Array<[ChannelId, number, number]> = [
    ['kartenliebe', 1001, 4],
    ['wallart', 2001, 1],
  ];
  for (const [channel, firstId, perOccasion] of channelPlan) {
    let n = 0;
    cardOccasions.forEach((occasion, o) => {
      for (let i = 0; i < perOccasion; i += 1, n += 1) {
        const [de, en] = names[occasion][i]!;
        const ratio = pick(ratios, o + i);
        const labels = [
          ...(i === 0 ? ['bestseller'] : []),
          ...(n % 5 === 1 ? ['neu'] : []),
          ...(n % 7 === 3 ? ['veredelung'] : []),
          ...(n % 6 === 4 ? ['nachhaltig'] : []),
          ...(occasion === 'weihnachten' && i === 2 ? ['sale'] : []),
          ...(occasion === 'hochzeit' && i === 3 ? ['klassiker'] : []),
          ...(occasion === 'weihnachten' && i === 3 ? ['limitiert'] : []),
        ];
        const base = `catalogue/cards/design-${occasion}-${slug(de)}`;
        list.push({
          themeId: String(firstId + n),
          channel,
          occasion,
          sortOrder: n,
          popularity: ((o * 37 + i * 53 + (channel === 'wallart' ? 11 : 0)) % 97) * 10 + (4 - i),
          createdAt: new Date(
            Math.floor(now.getTime() / day) * day - ((n * 13) % 400) * day,
          ).toISOString(),
          names: { de, en },
          descriptions: {
            de: `${de}: eine Karte zum Anlass ${valueLabel(occasion, 'de')}, mit eigenem Foto und Text gestaltet.`,
            en: `${en}: a card for the occasion, designed with your own photo and words.`,
          },
          labels,
          colors: [pick(cardColours, o * 3 + i), pick(cardColours, o * 3 + i + 4)],
          aspectRatio: ratio,
          punching: pick(cardPunchings, o + i * 2),
          style: pick(cardStyles, o * 2 + i),
          cards: cardsFor[ratio],
          images: [`${base}-${pixels[ratio]}.jpg`, `${base}-inside-${pixels[ratio]}.jpg`],
        });
      }
    });
  }
  return list;
}

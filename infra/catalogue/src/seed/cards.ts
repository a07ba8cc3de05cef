import type { MaterialRecord } from '../model/document';
import type { CardType, Texts } from '../model/keys';
import { bestseller, type FormatList } from './materials';

export const cardFormats: Record<CardType, FormatList> = {
  klappkarte: [
    ['a6-hoch', true],
    ['a6-quer', true],
    ['145-145', true],
    ['a5-hoch', false],
    ['a5-quer', false],
  ],
  postkarte: [
    ['a6-quer', true],
    ['a6-hoch', true],
    ['145-145', true],
    ['a5-quer', false],
  ],
  doppelkarte: [
    ['a6-hoch', true],
    ['145-145', true],
    ['a5-hoch', true],
    ['a5-quer', false],
  ],
};
const cardNames: Record<CardType, Texts> = {
  klappkarte: {
    de: 'Klappkarte',
    en: 'Folded card',
    es: 'Tarjeta plegada',
    fr: 'Carte pliée',
    it: 'Biglietto pieghevole',
    nl: 'Vouwkaart',
  },
  postkarte: {
    de: 'Postkarte',
    en: 'Postcard',
    es: 'Postal',
    fr: 'Carte postale',
    it: 'Cartolina',
    nl: 'Postkaart',
  },
  doppelkarte: {
    de: 'Doppelkarte',
    en: 'Double folded card',
    es: 'Tarjeta doble',
    fr: 'Carte double',
    it: 'Biglietto doppio',
    nl: 'Dubbele vouwkaart',
  },
};

/** The card brand's card types, priced per card. */
export function cardMaterials(): MaterialRecord[] {
  return (Object.keys(cardFormats) as CardType[]).map((materialType, index) => ({
    materialType,
    product: 'card',
    productGroup: 'photoprint',
    sortOrder: 100 + index,
    initialFormat: cardFormats[materialType][0]![0],
    defaultFrameKind: null,
    frameKinds: [],
    formats: cardFormats[materialType].map(([formatType, featured]) => ({ formatType, featured })),
    options: [],
    names: cardNames[materialType],
    label:
      index === 0
        ? {
            ...bestseller,
            text: { ...bestseller.text, de: 'Beliebt', en: 'Popular' },
            backgroundColor: '#B8860B',
          }
        : null,
  }));
}

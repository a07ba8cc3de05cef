import { sizeLabel, type Language } from '@shop/catalogue';
import type { ProductFormat } from '@shop/contracts';
import type { CatalogueContext } from '../http/context';
import type { ProductTexts } from '../model/products';
import { aspectOf } from './geometry';
import { displaySize } from '@shop/catalogue';

/** A product text in the shopper's language, English where it has none. */
export const textIn = (texts: ProductTexts, language: Language): string =>
  texts[language] ?? texts.en;

type Names = { de: string; en: string; fr?: string; it?: string; es?: string; nl?: string };
// Names of option values shoppers choose between; languages without a name show the English one.
const names: Record<string, Names> = {
  wandkalender: {
    de: 'Wandkalender',
    en: 'Wall calendar',
    fr: 'Calendrier mural',
    it: 'Calendario da parete',
  },
  tischkalender: {
    de: 'Tischkalender',
    en: 'Desk calendar',
    fr: 'Calendrier de bureau',
    it: 'Calendario da tavolo',
  },
  familienplaner: { de: 'Familienplaner', en: 'Family planner', fr: 'Planning familial' },
  kuechenkalender: { de: 'Küchenkalender', en: 'Kitchen calendar', fr: 'Calendrier de cuisine' },
  terminkalender: { de: 'Terminkalender', en: 'Appointment calendar', fr: 'Agenda mural' },
  holzblock: { de: 'Holzleiste', en: 'Wooden bar', fr: 'Baguette en bois' },
  holzfuss: { de: 'Holzfuß', en: 'Wooden stand', fr: 'Socle en bois' },
  lochung: { de: 'Lochung', en: 'Punched hole', fr: 'Perforation' },
  spirale: { de: 'Spiralbindung', en: 'Spiral binding', fr: 'Reliure spirale' },
  ohne: { de: 'Ohne', en: 'None', fr: 'Sans', it: 'Senza', es: 'Sin', nl: 'Zonder' },
  digitalfotobuch: {
    de: 'Digitaldruck-Fotobuch',
    en: 'Digital print photobook',
    fr: 'Livre photo impression numérique',
  },
  echtfotobuch: {
    de: 'Echtfotobuch',
    en: 'Real photo paper book',
    fr: 'Livre photo sur papier photo',
  },
  fotoheft: { de: 'Fotoheft', en: 'Photo booklet', fr: 'Cahier photo' },
  hard: { de: 'Hardcover', en: 'Hardcover', fr: 'Couverture rigide' },
  soft: { de: 'Softcover', en: 'Softcover', fr: 'Couverture souple' },
  heftbindung: { de: 'Heftbindung', en: 'Saddle stitch', fr: 'Piqûre à cheval' },
  layflat: { de: 'Layflat', en: 'Layflat', fr: 'Ouverture à plat' },
  pur: { de: 'PUR-Klebebindung', en: 'PUR binding', fr: 'Reliure PUR' },
  feinstweiss: { de: 'Feinstweiß', en: 'Extra white', fr: 'Blanc extra' },
  glaenzend: { de: 'Glänzend', en: 'Glossy', fr: 'Brillant' },
  matt: { de: 'Matt', en: 'Matte', fr: 'Mat' },
  standard: { de: 'Standard', en: 'Standard', fr: 'Standard' },
  gold: { de: 'Goldfolie', en: 'Gold foil', fr: 'Dorure or' },
  silber: { de: 'Silberfolie', en: 'Silver foil', fr: 'Dorure argent' },
  rosegold: { de: 'Roségoldfolie', en: 'Rose gold foil', fr: 'Dorure or rose' },
  relief: { de: 'Relieflack', en: 'Raised varnish', fr: 'Vernis relief' },
  klappkarte: { de: 'Klappkarte', en: 'Folded card', fr: 'Carte pliée' },
  postkarte: { de: 'Postkarte', en: 'Postcard', fr: 'Carte postale' },
  doppelkarte: { de: 'Doppelkarte', en: 'Double folded card', fr: 'Carte double' },
  envelope: { de: 'Umschlag', en: 'Envelope', fr: 'Enveloppe' },
  inlay: { de: 'Einlegeblatt', en: 'Inlay sheet', fr: 'Feuillet intercalaire' },
  posterbar: { de: 'Posterleiste', en: 'Poster hanger', fr: 'Baguette pour poster' },
  screw: { de: 'Schrauben-Set', en: 'Screw set', fr: 'Jeu de vis' },
  small: { de: 'Fotobox', en: 'Photo box', fr: 'Boîte photo' },
  max: { de: 'Fotobox MAX', en: 'Photo box MAX', fr: 'Boîte photo MAX' },
  simple: { de: 'Fotopapier glänzend', en: 'Glossy photo paper', fr: 'Papier photo brillant' },
  poster: { de: 'Posterpapier', en: 'Poster paper', fr: 'Papier poster' },
  'fotopapier-matt': { de: 'Fotopapier matt', en: 'Matte photo paper', fr: 'Papier photo mat' },
  einschulung: { de: 'Einschulung', en: 'First day at school', fr: 'Rentrée scolaire' },
  firmung: { de: 'Firmung', en: 'Confirmation (Catholic)', fr: 'Confirmation' },
  geburt: { de: 'Geburt', en: 'Birth', fr: 'Naissance' },
  geburtstag: { de: 'Geburtstag', en: 'Birthday', fr: 'Anniversaire' },
  hochzeit: { de: 'Hochzeit', en: 'Wedding', fr: 'Mariage' },
  kindergeburtstag: {
    de: 'Kindergeburtstag',
    en: "Children's birthday",
    fr: "Anniversaire d'enfant",
  },
  kommunion: { de: 'Kommunion', en: 'First communion', fr: 'Communion' },
  konfirmation: { de: 'Konfirmation', en: 'Confirmation', fr: 'Confirmation protestante' },
  ostern: { de: 'Ostern', en: 'Easter', fr: 'Pâques' },
  taufe: { de: 'Taufe', en: 'Baptism', fr: 'Baptême' },
  trauer: { de: 'Trauer', en: 'Condolence', fr: 'Deuil' },
  weihnachten: { de: 'Weihnachten', en: 'Christmas', fr: 'Noël' },
  weiss: { de: 'Weiß', en: 'White', fr: 'Blanc' },
  schwarz: { de: 'Schwarz', en: 'Black', fr: 'Noir' },
  rosa: { de: 'Rosa', en: 'Pink', fr: 'Rose' },
  blau: { de: 'Blau', en: 'Blue', fr: 'Bleu' },
  gruen: { de: 'Grün', en: 'Green', fr: 'Vert' },
  rot: { de: 'Rot', en: 'Red', fr: 'Rouge' },
  beige: { de: 'Beige', en: 'Beige', fr: 'Beige' },
  grau: { de: 'Grau', en: 'Grey', fr: 'Gris' },
  bunt: { de: 'Bunt', en: 'Colourful', fr: 'Multicolore' },
  klassisch: { de: 'Klassisch', en: 'Classic', fr: 'Classique' },
  modern: { de: 'Modern', en: 'Modern', fr: 'Moderne' },
  verspielt: { de: 'Verspielt', en: 'Playful', fr: 'Ludique' },
  elegant: { de: 'Elegant', en: 'Elegant', fr: 'Élégant' },
  rustikal: { de: 'Rustikal', en: 'Rustic', fr: 'Rustique' },
  minimalistisch: { de: 'Minimalistisch', en: 'Minimalist', fr: 'Minimaliste' },
  abgerundet: { de: 'Abgerundete Ecken', en: 'Rounded corners', fr: 'Coins arrondis' },
  herz: { de: 'Herzstanzung', en: 'Heart cut-out', fr: 'Découpe cœur' },
  welle: { de: 'Wellenschnitt', en: 'Wavy edge', fr: 'Bord ondulé' },
  '5-7': { de: 'Hochformat', en: 'Portrait', fr: 'Portrait' },
  '7-5': { de: 'Querformat', en: 'Landscape', fr: 'Paysage' },
  '1-1': { de: 'Quadratisch', en: 'Square', fr: 'Carré' },
  hahnemuehle: { de: 'Hahnemühle Fine Art', en: 'Hahnemühle fine art', fr: 'Hahnemühle Fine Art' },
};

/** The name of an option value (calendar type, mounting, cover, paper, …) in the shopper's language. */
export function valueLabel(value: string, language: Language): string {
  const entry = names[value];
  return entry ? (entry[language] ?? entry.en) : value;
}

/** A named or mm format as the wrappers show it: label, size in the shopper's unit, orientation. */
export function productFormat(formatType: string, ctx: CatalogueContext): ProductFormat {
  return {
    formatType,
    label: sizeLabel(formatType, ctx.unit, ctx.locale),
    ...displaySize(formatType, ctx.unit),
    orientation: aspectOf(formatType).orientation,
  };
}

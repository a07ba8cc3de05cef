import {
  channels,
  countryLocales,
  envelopeSizes,
  languageOf,
  type ChannelId,
  type Language,
} from '@shop/catalogue';
import type {
  AccessoryRecord,
  CampaignRecord,
  LocalizedUrlRecord,
  PhotoboxRecord,
  ShippingRecord,
} from '../model/document';

/** Envelopes and inlays (card brand) in the envelope sizes; poster bars and hanging kits (wall-art brand). */
export function accessories(): AccessoryRecord[] {
  const colours = ['weiss', 'kraft', 'rot', 'dunkelblau'];
  const envelopes = Object.entries(envelopeSizes).map(([name, size]) => {
    const id = name.toLowerCase().replace(/\s+/g, '-');
    return {
      sku: `envelope-${id}`,
      subType: 'envelope',
      width: size.width,
      height: size.height,
      subTypes: colours,
    };
  });
  const inlays = Object.entries(envelopeSizes).map(([name, size]) => ({
    sku: `inlay-${name.toLowerCase().replace(/\s+/g, '-')}`,
    subType: 'inlay',
    width: size.width,
    height: size.height,
    subTypes: ['transparent', 'weiss'],
  }));
  const posterbars = [300, 500, 700, 1000].map((width) => ({
    sku: `posterbar-${width}`,
    subType: 'posterbar',
    width,
    height: 20,
    subTypes: ['schwarz', 'weiss', 'eiche'],
  }));
  return [
    ...envelopes,
    ...inlays,
    ...posterbars,
    { sku: 'screw-set', subType: 'screw', width: 40, height: 6, subTypes: [] },
    {
      sku: 'hanging-kit',
      subType: 'standard',
      width: 200,
      height: 10,
      subTypes: ['nagelfrei', 'schraube'],
    },
  ];
}

export const photoboxes = (): PhotoboxRecord[] => [
  { photoboxType: 'small', formats: ['130x90', '150x100'] },
  { photoboxType: 'max', formats: ['150x100', '180x130'] },
];

/** Cut-off clock times (shop time, Europe/Berlin) and shipping costs per channel and country. */
export function shipping(): ShippingRecord[] {
  return (Object.keys(channels) as ChannelId[]).flatMap((channel) =>
    channels[channel].countries.map((country) => {
      const home = country === 'de';
      const far = ['gb', 'com', 'es', 'it'].includes(country);
      const cost =
        { ch: 9.9, li: 9.9, gb: 7.99, com: 12.99 }[country as string] ?? (home ? 4.95 : 6.95);
      return {
        channel,
        country,
        lodStart: '06:00',
        safetyLodEnd: home ? '13:30' : '12:30',
        lodEnd: home ? '14:00' : '13:00',
        expressLodEnd: far ? null : '12:00',
        saturdayLodEnd: home ? '10:00' : null,
        shippingCost: channel === 'kartenliebe' ? (country === 'ch' ? 4.9 : 2.95) : cost,
        freeShippingFrom:
          channel === 'kartenliebe'
            ? null
            : ({ ch: 149, li: 149, gb: 99, com: 129 }[country as string] ?? 79),
        expressCost: far ? null : country === 'ch' ? 19.9 : 14.95,
        deliveryDays: home ? { min: 2, max: 4 } : far ? { min: 5, max: 9 } : { min: 3, max: 6 },
      };
    }),
  );
}

/** A running sale on each brand, dated around the seeding day so a fresh shop shows it. */
export function campaigns(now: Date): CampaignRecord[] {
  const day = 86_400_000;
  const start = new Date(Math.floor(now.getTime() / day) * day - 7 * day).toISOString();
  const end = new Date(Math.floor(now.getTime() / day) * day + 30 * day).toISOString();
  return [
    {
      id: 'winter-sale',
      channel: 'wallart',
      countries: [...channels.wallart.countries],
      startsAt: start,
      endsAt: end,
      code: 'WINTER20',
      discountPercent: 20,
      headline: {
        de: 'Winter-Sale: 20 % auf Wandbilder',
        en: 'Winter sale: 20% off wall art',
        es: 'Rebajas de invierno: 20 % en cuadros',
        fr: "Soldes d'hiver : –20 % sur la déco murale",
        it: 'Saldi invernali: 20% sulle stampe',
        nl: 'Winteruitverkoop: 20% op wanddecoratie',
      },
      backgroundColor: '#1A1A1A',
      textColor: '#FFFFFF',
    },
    {
      id: 'karten-aktion',
      channel: 'kartenliebe',
      countries: ['de', 'at', 'ch'],
      startsAt: start,
      endsAt: end,
      code: null,
      discountPercent: 15,
      headline: {
        de: '15 % auf alle Weihnachtskarten',
        en: '15% off all Christmas cards',
        es: '15 % en tarjetas de Navidad',
        fr: '–15 % sur les cartes de Noël',
        it: '15% su tutti i biglietti di Natale',
        nl: '15% op alle kerstkaarten',
      },
      backgroundColor: '#B8860B',
      textColor: '#FFFFFF',
    },
  ];
}

// The category slugs the content seed uses in each language.
const pageSlugs: Record<ChannelId, Record<string, Partial<Record<Language, string>>>> = {
  wallart: {
    start: { de: '', en: '', es: '', fr: '', it: '', nl: '' },
    'wall-art': {
      de: 'wandbilder',
      en: 'wall-art',
      es: 'cuadros-personalizados',
      fr: 'deco-murale',
      it: 'stampe-da-parete',
      nl: 'wanddecoratie',
    },
    'canvas-prints': {
      de: 'leinwanddruck',
      en: 'canvas-prints',
      es: 'impresion-sobre-lienzo',
      fr: 'impression-sur-toile',
      it: 'stampa-su-tela',
      nl: 'afdruk-op-canvas',
    },
    'photo-prints': {
      de: 'fotoabzuege',
      en: 'photo-prints',
      es: 'revelado-de-fotos',
      fr: 'tirages-photos',
      it: 'stampa-foto',
      nl: 'foto-afdrukken',
    },
    'photo-box': {
      de: 'fotobox',
      en: 'photo-box',
      es: 'caja-de-foto',
      fr: 'box-photos',
      it: 'scatola-con-foto',
      nl: 'fotobox',
    },
  },
  kartenliebe: {
    start: { de: '', en: '', fr: '', it: '' },
    'wedding-cards': {
      de: 'hochzeitskarten',
      en: 'wedding-cards',
      fr: 'faire-part-mariage',
      it: 'partecipazioni-nozze',
    },
    'birth-cards': {
      de: 'geburtskarten',
      en: 'birth-announcements',
      fr: 'faire-part-naissance',
      it: 'biglietti-nascita',
    },
    'christmas-cards': {
      de: 'weihnachtskarten',
      en: 'christmas-cards',
      fr: 'cartes-de-noel',
      it: 'biglietti-di-natale',
    },
  },
};

/** Each page's path in every locale the brand sells in (the locale segment is added by the shell). */
export function localizedUrls(): LocalizedUrlRecord[] {
  return (Object.keys(pageSlugs) as ChannelId[]).flatMap((channel) =>
    Object.entries(pageSlugs[channel]).flatMap(([pageKey, slugs]) =>
      channels[channel].countries.flatMap((country) =>
        countryLocales(country).flatMap((locale) => {
          const slug = slugs[languageOf(locale)];
          return slug === undefined ? [] : [{ pageKey, channel, locale, path: `/${slug}` }];
        }),
      ),
    ),
  );
}

import { z } from 'zod';

/** Text a shopper reads; empty strings are refused so a missing translation is caught at import. */
export const text = (field: string) =>
  z
    .string({ error: `${field} is required (text)` })
    .trim()
    .min(1, `${field} must not be empty`);

export const optionalText = z.string().optional();

/** Links: a site path, an http(s) URL, an anchor, mailto: or tel:. Refuses javascript: and protocol-relative URLs. */
export const safeUrl = (field: string) =>
  z
    .string({ error: `${field} is required (a path or URL)` })
    .refine(
      (value) => /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(value),
      `${field} must start with /, #, http(s)://, mailto: or tel: (got a value that could run script or leave the site unnoticed)`,
    );

/** A Storyblok multilink reduced to what the storefront reads: `url` (plus optional Storyblok fields). */
export const link = (field: string) =>
  z
    .looseObject({
      url: z.string({ error: `${field}.url is required (a path or URL)` }),
      linktype: z.enum(['url', 'story', 'email', 'asset']).optional(),
      id: z.string().optional(),
      cached_url: z.string().optional(),
    })
    .superRefine((value, context) => {
      // A link to a story carries the story's uuid; its url may stay empty (resolve_links fills it).
      if (value.linktype === 'story') {
        if (!value.id)
          context.addIssue({
            code: 'custom',
            path: ['id'],
            message: `${field}.id must be the linked story's uuid`,
          });
        if (value.url === '') return;
      }
      const checked = safeUrl(`${field}.url`).safeParse(value.url);
      if (!checked.success)
        context.addIssue({
          code: 'custom',
          path: ['url'],
          message: checked.error.issues[0]!.message,
        });
    });

/** An image asset; `alt` may be empty only for decorative images, but must be present. */
export const asset = (field: string) =>
  z.looseObject({
    filename: safeUrl(`${field}.filename`),
    alt: z.string({ error: `${field}.alt is required (use "" for a decorative image)` }),
  });

const price = (field: string) =>
  z.number({ error: `${field} must be a number` }).nonnegative(`${field} must not be negative`);

/** A price in each currency the shop sells in (chf, eur, gbp, usd). */
export const prices = (field: string) =>
  z.object(
    {
      eur: price(`${field}.eur`),
      chf: price(`${field}.chf`),
      gbp: price(`${field}.gbp`),
      usd: price(`${field}.usd`),
    },
    {
      error: `${field} needs a price per currency: { eur, chf, gbp, usd }`,
    },
  );

/** Format strings: width and height joined by 'x', positive integers without a leading zero. */
export const formatString = (field: string) =>
  z
    .string()
    .regex(
      /^[1-9]\d*x[1-9]\d*$/,
      `${field} must be like 600x400 (width x height, no leading zeros)`,
    );

/** A calculator format: `600x400` (mm) or a catalogue format id such as `a4-hoch` or `150-400`. */
export const formatValue = (field: string) =>
  z
    .string()
    .regex(
      /^(?:[1-9]\d*x[1-9]\d*|[a-z0-9]+(?:-[a-z0-9]+)*)$/,
      `${field} must be like 600x400 or a format id like a4-hoch`,
    );

/** A reference to another story by uuid (resolved through resolve_relations). */
export const storyRef = (field: string) =>
  z.string({ error: `${field} must be a story uuid` }).uuid(`${field} must be a story uuid`);

/** Storyblok rich text: a ProseMirror document. Rendering and sanitising happen in the gateway. */
export const richtext = (field: string) =>
  z.looseObject({
    type: z.literal('doc', {
      error: `${field} must be a rich-text document ({ type: "doc", content: [...] })`,
    }),
    content: z.array(z.looseObject({ type: z.string() }), {
      error: `${field}.content must be a list of nodes`,
    }),
  });

/** JSON-LD objects; the gateway adds `@context`. */
export const structuredData = z.array(
  z.looseObject({ '@type': z.string({ error: 'structured data needs an @type' }).min(1) }),
);

export const robotsValues = [
  'index,follow',
  'index,nofollow',
  'noindex,follow',
  'noindex,nofollow',
] as const;
export const tileTypes = ['circle', 'square', 'square-image'] as const;
export const productTypes = [
  'calendar',
  'card',
  'collage',
  'merch',
  'photoframe',
  'photoprint',
  'photobook',
  'photobox',
] as const;
export const materials = [
  'acrylglas',
  'aludibond',
  'backlitfolie',
  'echtglas',
  'forexplatte',
  'fototapete',
  'gallerybond',
  'hahnemuehle',
  'klebefolie',
  'leinwand',
  'poster',
  'pvcplane',
] as const;
export const frameKinds = [
  'alurahmen',
  'artbox',
  'fotorahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const;
export const calendarTypes = [
  'familienplaner',
  'kuechenkalender',
  'terminkalender',
  'tischkalender',
  'wandkalender',
] as const;
export const cardOccasions = [
  'einschulung',
  'firmung',
  'geburt',
  'geburtstag',
  'hochzeit',
  'kindergeburtstag',
  'kommunion',
  'konfirmation',
  'ostern',
  'taufe',
  'trauer',
  'weihnachten',
] as const;
export const accessoryKinds = [
  'bag',
  'bow',
  'box',
  'envelope',
  'inlay',
  'pen',
  'posterbar',
  'ribbon',
  'screw',
  'seal',
  'standard',
] as const;

import { z } from 'zod';
import {
  accessoryKinds,
  asset,
  calendarTypes,
  cardOccasions,
  formatString,
  formatValue,
  link,
  materials,
  optionalText,
  prices,
  productTypes,
  richtext,
  safeUrl,
  storyRef,
  structuredData,
  text,
  tileTypes,
} from './fields';

/** Any block: validated by its component's schema, found through `component`. */
export const blockSchema: z.ZodType<Record<string, unknown>> = z.lazy(() => blockUnion);
const blocks = (field: string) =>
  z.array(blockSchema, { error: `${field} must be a list of blocks` });

const base = <C extends string, S extends z.ZodRawShape>(component: C, shape: S) =>
  z.looseObject({
    component: z.literal(component),
    _uid: z.string({ error: '_uid is required on every block' }).min(1, '_uid must not be empty'),
    // A block marked for one variant of the content_switch flag shows only to shoppers in that variant.
    contentVariant: z.enum(['on', 'off'], { error: 'contentVariant must be on or off' }).optional(),
    ...shape,
  });

/** An overview's detail page: one path segment appended to the overview's path (e.g. `wandkalender`). */
const detailSegment = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,99}$/,
    'detailSegment is one path segment of lower-case letters, digits and hyphens',
  )
  .optional();
const cta = z.looseObject({ text: text('cta.text'), link: link('cta.link') });
const teaserProduct = z.looseObject({
  sku: text('products.sku'),
  name: text('products.name'),
  materialType: z.enum(materials).optional(),
  frameType: z.string().optional(),
  format: formatString('products.format').optional(),
  priceCurrent: prices('products.priceCurrent'),
  priceOriginal: prices('products.priceOriginal'),
  image: asset('products.image').optional(),
  link: link('products.link').optional(),
});
const calculatorFormat = z.looseObject({
  value: formatValue('formats.value'),
  priceCurrent: prices('priceCurrent'),
  priceOriginal: prices('priceOriginal'),
  context: z.record(z.string(), z.unknown()).optional(),
});
const calculatorOption = z
  .looseObject({
    value: text('options.value'),
    labelTranslationKey: text('options.labelTranslationKey'),
    context: z.record(z.string(), z.unknown()).optional(),
    formats: z.array(calculatorFormat).min(1, 'formats needs at least one format'),
    initiallySelectedFormat: formatValue('initiallySelectedFormat'),
  })
  .refine(
    (option) => option.formats.some((format) => format.value === option.initiallySelectedFormat),
    {
      message: 'initiallySelectedFormat must be one of the option’s formats',
      path: ['initiallySelectedFormat'],
    },
  );
const label = z.looseObject({
  index: z.number().int().nonnegative(),
  text: text('labels.text'),
  backgroundColor: z.string(),
  textColor: z.string(),
});
const navLabel = z.looseObject({
  labelText: text('label.labelText'),
  backgroundColor: z.string(),
  textColor: z.string(),
});

const nestable = [
  base('Teaser', {
    variant: z.enum(['hero', 'split', 'slim', 'framed-acrylic'], {
      error: 'variant must be hero, split, slim or framed-acrylic',
    }),
    headline: text('headline'),
    text: optionalText,
    image: asset('image').optional(),
    cta: cta.optional(),
    products: z.array(teaserProduct).optional(),
  }),
  base('SubTeaser', {
    variant: z.enum(['image-left', 'image-right', 'tiles'], {
      error: 'variant must be image-left, image-right or tiles',
    }),
    headline: text('headline'),
    text: text('text'),
    image: asset('image').optional(),
    cta: cta.optional(),
  }),
  base('UspTeaser', {
    headline: optionalText,
    items: blocks('items').refine((items) => items.length > 0, 'items needs at least one USP'),
  }),
  base('UspItem', { icon: text('icon'), title: text('title'), text: optionalText }),
  base('Calculator', {
    headline: text('headline'),
    title: text('title'),
    product: z.enum(productTypes, { error: `product must be one of ${productTypes.join(', ')}` }),
    options: z.array(calculatorOption).min(1, 'options needs at least one material'),
    selectedValue: text('selectedValue'),
    context: z.record(z.string(), z.unknown()).optional(),
    labels: z.array(label).optional(),
    ctaText: text('ctaText'),
    moreFormatsText: text('moreFormatsText'),
  }).refine((calc) => calc.options.some((option) => option.value === calc.selectedValue), {
    message: 'selectedValue must be one of the options’ values',
    path: ['selectedValue'],
  }),
  base('ProductDetailAccessory', {
    headline: text('headline'),
    text: optionalText,
    sku: text('sku'),
  }),
  base('AccessoryTypes', {
    headline: text('headline'),
    accessoryTypes: z
      .array(storyRef('accessoryTypes'))
      .min(1, 'accessoryTypes needs at least one story'),
  }),
  base('FrameTypes', {
    headline: text('headline'),
    frameTypes: z.array(storyRef('frameTypes')).min(1, 'frameTypes needs at least one story'),
  }),
  base('ProductDetailCalendar', {
    headline: text('headline'),
    text: optionalText,
    calendarType: z.enum(calendarTypes),
    formats: z.array(formatValue('formats')).min(1),
    mountingTypes: z.array(z.enum(['holzblock', 'holzfuss', 'lochung', 'spirale', 'ohne'])),
  }),
  base('ProductDetailCard', {
    headline: text('headline'),
    text: optionalText,
    occasion: z.enum(cardOccasions),
    themeId: optionalText,
  }),
  base('ProductDetailCollage', {
    headline: text('headline'),
    text: optionalText,
    designId: text('designId'),
  }),
  base('ProductDetailPhotobook', {
    headline: text('headline'),
    text: optionalText,
    photobookType: z.enum(['digitalfotobuch', 'echtfotobuch', 'fotoheft']),
    cover: z.enum(['hard', 'soft']),
    binding: z.enum(['heftbindung', 'layflat', 'pur']),
    paper: z.enum(['feinstweiss', 'glaenzend', 'matt', 'standard']),
    formats: z.array(z.string()).min(1),
  }),
  base('OverviewCalendar', {
    headline: text('headline'),
    calendarTypes: z.array(z.enum(calendarTypes)).min(1),
    detailSegment,
  }),
  base('OverviewCollage', {
    headline: text('headline'),
    defaultDesignId: text('defaultDesignId'),
    detailSegment,
  }),
  base('OverviewPhotobook', {
    headline: text('headline'),
    categoryIds: z
      .array(z.string().regex(/^[1-9]\d{0,5}$/, 'categoryIds are numbers like 3'))
      .min(1),
    detailSegment,
  }),
  base('OverviewThemes', {
    headline: text('headline'),
    occasion: z.enum(cardOccasions).optional(),
    pageSize: z.union([z.literal(12), z.literal(48)]),
  }),
  base('ContactForm', {
    headline: text('headline'),
    text: optionalText,
    person: storyRef('person'),
    topics: z.array(z.string().min(1)).min(1),
    submitLabel: text('submitLabel'),
    privacyNotice: text('privacyNotice'),
  }),
  base('Voucher', {
    headline: text('headline'),
    text: text('text'),
    amounts: z.array(z.number().positive()).min(1),
    ctaText: text('ctaText'),
    image: asset('image').optional(),
  }),
  base('ProductMatrix', {
    headline: text('headline'),
    initialItems: z.array(storyRef('initialItems')),
    items: z.array(storyRef('items')),
  }),
  base('ProductQuality', { headline: text('headline'), items: blocks('items') }),
  base('QualityItem', {
    title: text('title'),
    text: text('text'),
    image: asset('image').optional(),
  }),
  base('SizeOverview', {
    headline: text('headline'),
    text: optionalText,
    formats: z.array(formatString('formats')).min(1),
  }),
  base('FormatsAndPrices', {
    headline: text('headline'),
    materialType: z.enum(materials),
    rows: z
      .array(
        z.looseObject({
          format: formatString('rows.format'),
          priceCurrent: prices('rows.priceCurrent'),
          priceOriginal: prices('rows.priceOriginal'),
        }),
      )
      .min(1),
  }),
  base('Shop', { headline: text('headline'), text: optionalText, entries: blocks('entries') }),
  base('ShopEntry', {
    text: text('text'),
    link: link('link'),
    color: z.string(),
    icon: text('icon'),
  }),
  base('Feed', {
    headline: text('headline'),
    text: optionalText,
    feedType: z.enum(['collage', 'calendar', 'card']),
    pageSize: z.number().int().positive().optional(),
    link: link('link').optional(),
  }),
  base('Quote', {
    text: text('text'),
    author: text('author'),
    role: optionalText,
    rating: z.number().min(1).max(5).optional(),
  }),
  base('Text', { text: richtext('text'), html: z.string().optional() }),
  base('Video', {
    title: text('title'),
    url: safeUrl('url'),
    poster: asset('poster').optional(),
    autoplay: z.boolean().optional(),
  }),
  base('Image', { image: asset('image'), caption: optionalText, link: link('link').optional() }),
  base('Photo', { image: asset('image'), caption: optionalText, photographer: optionalText }),
  base('Toolbox', { headline: text('headline'), items: blocks('items') }),
  base('ToolboxTool', {
    tool: z.enum(['convert-file', 'convert-pdf', 'download', 'optimize-image']),
    title: text('title'),
    text: text('text'),
  }),
  base('CustomerPicture', {
    headline: text('headline'),
    text: optionalText,
    images: z.array(asset('images')).min(1),
  }),
  base('Headline', {
    text: text('text'),
    level: z.enum(['h1', 'h2', 'h3']),
    subline: optionalText,
  }),
  base('BentoGrid', { headline: optionalText, tiles: blocks('tiles') }),
  base('BentoTile', {
    size: z.enum(['small', 'wide', 'tall', 'large']),
    title: text('title'),
    text: optionalText,
    image: asset('image').optional(),
    link: link('link').optional(),
  }),
  base('PublicContainer', {
    headline: optionalText,
    background: z.enum(['none', 'light', 'dark']).optional(),
    body: blocks('body'),
  }),
  base('Container', { items: z.array(storyRef('items')).min(1, 'items needs at least one story') }),
  base('PocWrapper', { poc: storyRef('poc') }),
  base('UspWrapper', { usps: z.array(storyRef('usps')).min(1, 'usps needs at least one story') }),
  base('NavigationItem', {
    text: text('text'),
    url: safeUrl('url'),
    icon: optionalText,
    hasSubItems: z.boolean().optional(),
    subItems: blocks('subItems').optional(),
    label: navLabel.optional(),
    navigationType: optionalText,
    flyoutGroups: blocks('flyoutGroups').optional(),
    subNaviOnly: z.boolean().optional(),
    isOnlyInBurgerNavigation: z.boolean().optional(),
    link: link('link').optional(),
    storyblokTitle: optionalText,
    subnaviTitle: optionalText,
    asset: asset('asset').optional(),
    subnaviAsset: asset('subnaviAsset').optional(),
    typeOverride: z.enum(tileTypes).optional(),
    subNaviTileType: z.enum(tileTypes).optional(),
    isHeadlineItem: z.boolean().optional(),
    linkOnlyImage: z.boolean().optional(),
    alwaysShowSubNavi: z.boolean().optional(),
  }),
  base('FlyoutGroup', {
    flyoutGroupIdentifier: z.enum(['bestseller', 'premium', 'additional', 'items']),
    flyoutGroupTitle: text('flyoutGroupTitle'),
    flyoutGroupItems: blocks('flyoutGroupItems'),
    flyoutGroupItemsCustom: blocks('flyoutGroupItemsCustom').optional(),
    badge: optionalText,
    type: optionalText,
  }),
  base('ServiceHotline', {
    // The country whose shoppers call this number (`at`); without one, the storefront's own.
    country: z
      .string()
      .regex(/^[a-z]+$/, 'country must be a shop country code in lower case, such as at')
      .optional(),
    label: text('label'),
    phoneNumber: text('phoneNumber'),
    phoneHref: safeUrl('phoneHref'),
    openingHours: text('openingHours'),
  }),
  base('Footer', {
    columns: blocks('columns'),
    legalLinks: blocks('legalLinks'),
    copyright: text('copyright'),
    paymentMethods: z.array(z.string()).optional(),
  }),
  base('FooterColumn', { title: text('title'), links: blocks('links') }),
  base('FooterLink', { text: text('text'), url: safeUrl('url') }),
] as const;

const pageFields = {
  title: text('title').max(200, 'title must be at most 200 characters'),
  description: text('description').max(320, 'description must be at most 320 characters'),
  robots: z
    .enum(['index,follow', 'index,nofollow', 'noindex,follow', 'noindex,nofollow'], {
      error: 'robots must be index,follow, index,nofollow, noindex,follow or noindex,nofollow',
    })
    .optional(),
  canonicalUrl: z.looseObject({ url: z.string() }).optional(),
  alternates: z.array(z.looseObject({ locale: z.string(), path: z.string() })).optional(),
  ogImages: z.array(asset('ogImages')).optional(),
  additionalSameAsLinks: z.array(safeUrl('additionalSameAsLinks')).optional(),
  useQueryParamsInCanonical: z.boolean().optional(),
  teaser: blocks('teaser').optional(),
  uspTeaser: blocks('uspTeaser').optional(),
  calculator: blocks('calculator').optional(),
  sku: optionalText,
  activeNavigation: optionalText,
  productSnippet: storyRef('productSnippet').optional(),
  structuredData: structuredData.optional(),
  body: blocks('body'),
};

/** Content types: the root `component` of a story. */
export const contentTypes = [
  base('Page', pageFields),
  base('Redirect', {
    target: safeUrl('target'),
    status: z.coerce
      .number()
      .refine(
        (status) => [301, 302, 307, 308].includes(status),
        'status must be 301, 302, 307 or 308',
      ),
  }),
  base('GlobalConfig', {
    mainNavigation: blocks('mainNavigation'),
    shops: blocks('shops'),
    extraMenu: blocks('extraMenu'),
    serviceHotline: blocks('serviceHotline'),
    footer: blocks('footer'),
    privacyPolicyUrl: safeUrl('privacyPolicyUrl'),
    magazineUrl: safeUrl('magazineUrl').optional(),
    serviceUrl: safeUrl('serviceUrl').optional(),
  }),
  base('SharedContent', { name: text('name'), body: blocks('body') }),
  base('Poc', {
    headline: text('headline'),
    text: text('text'),
    cta,
    image: asset('image').optional(),
  }),
  base('Usp', { icon: text('icon'), title: text('title'), text: optionalText }),
  base('FrameType', {
    name: text('name'),
    frameType: z.string().min(1),
    description: text('description'),
    image: asset('image').optional(),
  }),
  base('AccessoryType', {
    name: text('name'),
    accessoryType: z.enum(accessoryKinds),
    description: text('description'),
    image: asset('image').optional(),
  }),
  base('Person', {
    name: text('name'),
    role: text('role'),
    image: asset('image').optional(),
    email: z.string().email().optional(),
    phone: optionalText,
  }),
  base('ProductSnippet', { name: text('name'), structuredData }),
  base('ProductMatrixItem', {
    name: text('name'),
    image: asset('image'),
    link: link('link'),
    priceFrom: prices('priceFrom'),
    badge: optionalText,
  }),
] as const;

const all = [...nestable, ...contentTypes];
const blockUnion = z.discriminatedUnion(
  'component',
  all as unknown as [z.ZodObject, ...z.ZodObject[]],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown component; known components: ${componentNames.join(', ')}`
        : undefined,
  },
);

export const componentNames: string[] = all.map((schema) => schemaComponent(schema));
export const contentTypeNames: string[] = contentTypes.map((schema) => schemaComponent(schema));

type AnyBlockSchema = (typeof all)[number];
type ComponentOf<S> =
  S extends z.ZodType<infer Output>
    ? Output extends { component: infer C extends string }
      ? C
      : never
    : never;

/** Every component name of the content model: nestable blocks and content types. */
export type BlockName = ComponentOf<AnyBlockSchema>;

/** What a block of component `C` holds once validated: the props a renderer receives. */
export type BlockOf<C extends BlockName> = Extract<z.output<AnyBlockSchema>, { component: C }>;

/** A block as the renderer meets it: a known component, or any other name it must report as missing. */
export type ContentBlock = { component: string; _uid: string; [field: string]: unknown };

function schemaComponent(schema: z.ZodType): string {
  const shape =
    (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ??
    (schema as unknown as { def: { in?: { shape: Record<string, z.ZodType> } } }).def.in?.shape;
  return (shape?.component as z.ZodLiteral<string>).value;
}

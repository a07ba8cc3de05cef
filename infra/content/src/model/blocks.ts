import { z } from 'zod';
import {
  accessoryKinds, asset, calendarTypes, cardOccasions, formatString, link, materials, optionalText, prices,
  productTypes, richtext, safeUrl, storyRef, structuredData, text, tileTypes,
} from './fields';

/** Any block: validated by its component's schema, found through `component`. */
export const block: z.ZodType<Record<string, unknown>> = z.lazy(() => blockUnion);
const blocks = (field: string) => z.array(block, { error: `${field} must be a list of blocks` });

const base = <C extends string, S extends z.ZodRawShape>(component: C, shape: S) =>
  z.looseObject({
    component: z.literal(component),
    _uid: z.string({ error: '_uid is required on every block' }).min(1, '_uid must not be empty'),
    ...shape,
  });

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
  value: formatString('formats.value'),
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
    initiallySelectedFormat: formatString('initiallySelectedFormat'),
  })
  .refine((option) => option.formats.some((format) => format.value === option.initiallySelectedFormat), {
    message: 'initiallySelectedFormat must be one of the option’s formats',
    path: ['initiallySelectedFormat'],
  });
const label = z.looseObject({
  index: z.number().int().nonnegative(),
  text: text('labels.text'),
  backgroundColor: z.string(),
  textColor: z.string(),
});
const navLabel = z.looseObject({ labelText: text('label.labelText'), backgroundColor: z.string(), textColor: z.string() });

const nestable = [
  base('teaser', {
    variant: z.enum(['hero', 'split', 'slim', 'framed-acrylic'], { error: 'variant must be hero, split, slim or framed-acrylic' }),
    headline: text('headline'),
    text: optionalText,
    image: asset('image').optional(),
    cta: cta.optional(),
    products: z.array(teaserProduct).optional(),
  }),
  base('sub_teaser', {
    variant: z.enum(['image-left', 'image-right', 'tiles'], { error: 'variant must be image-left, image-right or tiles' }),
    headline: text('headline'),
    text: text('text'),
    image: asset('image').optional(),
    cta: cta.optional(),
  }),
  base('usp_teaser', { headline: optionalText, items: blocks('items').refine((items) => items.length > 0, 'items needs at least one USP') }),
  base('usp_item', { icon: text('icon'), title: text('title'), text: optionalText }),
  base('calculator', {
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
  base('product_detail_accessory', { headline: text('headline'), text: optionalText, accessoryTypes: z.array(storyRef('accessoryTypes')) }),
  base('product_detail_calendar', {
    headline: text('headline'), text: optionalText, calendarType: z.enum(calendarTypes),
    formats: z.array(z.string()).min(1), mountingTypes: z.array(z.enum(['holzblock', 'holzfuss', 'lochung', 'spirale', 'ohne'])),
  }),
  base('product_detail_card', { headline: text('headline'), text: optionalText, occasion: z.enum(cardOccasions), themeId: optionalText }),
  base('product_detail_collage', { headline: text('headline'), text: optionalText, designId: text('designId') }),
  base('product_detail_photobook', {
    headline: text('headline'), text: optionalText,
    photobookType: z.enum(['digitalfotobuch', 'echtfotobuch', 'fotoheft']),
    cover: z.enum(['hard', 'soft']), binding: z.enum(['heftbindung', 'layflat', 'pur']),
    paper: z.enum(['feinstweiss', 'glaenzend', 'matt', 'standard']), formats: z.array(z.string()).min(1),
  }),
  base('overview_calendar', { headline: text('headline'), calendarTypes: z.array(z.enum(calendarTypes)).min(1) }),
  base('overview_collage', { headline: text('headline'), defaultDesignId: text('defaultDesignId') }),
  base('overview_photobook', { headline: text('headline'), categoryIds: z.array(z.string()).min(1) }),
  base('overview_themes', { headline: text('headline'), occasion: z.enum(cardOccasions).optional(), pageSize: z.union([z.literal(12), z.literal(48)]) }),
  base('contact_form', {
    headline: text('headline'), text: optionalText, person: storyRef('person'),
    topics: z.array(z.string().min(1)).min(1), submitLabel: text('submitLabel'), privacyNotice: text('privacyNotice'),
  }),
  base('voucher', { headline: text('headline'), text: text('text'), amounts: z.array(z.number().positive()).min(1), ctaText: text('ctaText'), image: asset('image').optional() }),
  base('product_matrix', { headline: text('headline'), initialItems: z.array(storyRef('initialItems')), items: z.array(storyRef('items')) }),
  base('product_quality', { headline: text('headline'), items: blocks('items') }),
  base('quality_item', { title: text('title'), text: text('text'), image: asset('image').optional() }),
  base('size_overview', { headline: text('headline'), text: optionalText, formats: z.array(formatString('formats')).min(1) }),
  base('formats_and_prices', {
    headline: text('headline'), materialType: z.enum(materials), frameTypes: z.array(storyRef('frameTypes')),
    rows: z.array(z.looseObject({ format: formatString('rows.format'), priceCurrent: prices('rows.priceCurrent'), priceOriginal: prices('rows.priceOriginal') })).min(1),
  }),
  base('shop', { headline: text('headline'), text: optionalText, entries: blocks('entries') }),
  base('shop_entry', { text: text('text'), link: link('link'), color: z.string(), icon: text('icon') }),
  base('feed', { headline: text('headline'), text: optionalText, feedType: z.enum(['collage', 'calendar', 'card']), pageSize: z.number().int().positive().optional() }),
  base('quote', { text: text('text'), author: text('author'), role: optionalText, rating: z.number().min(1).max(5).optional() }),
  base('text', { text: richtext('text'), html: z.string().optional() }),
  base('video', { title: text('title'), url: safeUrl('url'), poster: asset('poster').optional(), autoplay: z.boolean().optional() }),
  base('image', { image: asset('image'), caption: optionalText, link: link('link').optional() }),
  base('photo', { image: asset('image'), caption: optionalText, photographer: optionalText }),
  base('toolbox', { headline: text('headline'), items: blocks('items') }),
  base('toolbox_tool', { tool: z.enum(['convert-file', 'convert-pdf', 'download', 'optimize-image']), title: text('title'), text: text('text') }),
  base('customer_picture', { headline: text('headline'), text: optionalText, images: z.array(asset('images')).min(1) }),
  base('headline', { text: text('text'), level: z.enum(['h1', 'h2', 'h3']), subline: optionalText }),
  base('bento_grid', { headline: optionalText, tiles: blocks('tiles') }),
  base('bento_tile', { size: z.enum(['small', 'wide', 'tall', 'large']), title: text('title'), text: optionalText, image: asset('image').optional(), link: link('link').optional() }),
  base('public_container', { container: storyRef('container') }),
  base('poc_wrapper', { poc: storyRef('poc') }),
  base('usp_wrapper', { usp: storyRef('usp') }),
  base('navigation_item', {
    text: text('text'), url: safeUrl('url'), icon: optionalText, hasSubItems: z.boolean().optional(), subItems: blocks('subItems').optional(),
    label: navLabel.optional(), navigationType: optionalText, flyoutGroups: blocks('flyoutGroups').optional(),
    subNaviOnly: z.boolean().optional(), isOnlyInBurgerNavigation: z.boolean().optional(), link: link('link').optional(),
    storyblokTitle: optionalText, subnaviTitle: optionalText, asset: asset('asset').optional(), subnaviAsset: asset('subnaviAsset').optional(),
    typeOverride: z.enum(tileTypes).optional(), subNaviTileType: z.enum(tileTypes).optional(), isHeadlineItem: z.boolean().optional(),
    linkOnlyImage: z.boolean().optional(), alwaysShowSubNavi: z.boolean().optional(),
  }),
  base('flyout_group', {
    flyoutGroupIdentifier: z.enum(['bestseller', 'premium', 'additional', 'items']), flyoutGroupTitle: text('flyoutGroupTitle'),
    flyoutGroupItems: blocks('flyoutGroupItems'), flyoutGroupItemsCustom: blocks('flyoutGroupItemsCustom').optional(),
    badge: optionalText, type: optionalText,
  }),
  base('service_hotline', { label: text('label'), phoneNumber: text('phoneNumber'), phoneHref: safeUrl('phoneHref'), openingHours: text('openingHours') }),
  base('footer', { columns: blocks('columns'), legalLinks: blocks('legalLinks'), copyright: text('copyright'), paymentMethods: z.array(z.string()).optional() }),
  base('footer_column', { title: text('title'), links: blocks('links') }),
  base('footer_link', { text: text('text'), url: safeUrl('url') }),
] as const;

const pageFields = {
  title: text('title').max(200, 'title must be at most 200 characters'),
  description: text('description').max(320, 'description must be at most 320 characters'),
  robots: z.enum(['index,follow', 'index,nofollow', 'noindex,follow', 'noindex,nofollow'], {
    error: 'robots must be index,follow, index,nofollow, noindex,follow or noindex,nofollow',
  }).optional(),
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
  base('page', pageFields),
  base('redirect', {
    target: safeUrl('target'),
    status: z.coerce.number().refine((status) => [301, 302, 307, 308].includes(status), 'status must be 301, 302, 307 or 308'),
  }),
  base('global_config', {
    mainNavigation: blocks('mainNavigation'), shops: blocks('shops'), extraMenu: blocks('extraMenu'),
    serviceHotline: blocks('serviceHotline'), footer: blocks('footer'), privacyPolicyUrl: safeUrl('privacyPolicyUrl'),
    magazineUrl: safeUrl('magazineUrl').optional(), serviceUrl: safeUrl('serviceUrl').optional(),
  }),
  base('container', { name: text('name'), body: blocks('body') }),
  base('poc', { headline: text('headline'), text: text('text'), cta, image: asset('image').optional() }),
  base('frame_type', { name: text('name'), frameType: z.string().min(1), description: text('description'), image: asset('image').optional() }),
  base('accessory_type', { name: text('name'), accessoryType: z.enum(accessoryKinds), description: text('description'), image: asset('image').optional() }),
  base('person', { name: text('name'), role: text('role'), image: asset('image').optional(), email: z.string().email().optional(), phone: optionalText }),
  base('product_snippet', { name: text('name'), structuredData }),
  base('product_matrix_item', { name: text('name'), image: asset('image'), link: link('link'), priceFrom: prices('priceFrom'), badge: optionalText }),
] as const;

const all = [...nestable, ...contentTypes];
const blockUnion = z.discriminatedUnion('component', all as unknown as [z.ZodObject, ...z.ZodObject[]], {
  error: (issue) => (issue.code === 'invalid_union' ? `unknown component; known components: ${componentNames.join(', ')}` : undefined),
});

export const componentNames: string[] = all.map((schema) => schemaComponent(schema));
export const contentTypeNames: string[] = contentTypes.map((schema) => schemaComponent(schema));

function schemaComponent(schema: z.ZodType): string {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape
    ?? (schema as unknown as { def: { in?: { shape: Record<string, z.ZodType> } } }).def.in?.shape;
  return (shape?.component as z.ZodLiteral<string>).value;
}

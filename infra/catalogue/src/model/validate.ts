import {
  calendarTypeRules,
  calendarTypes,
  photoFormats,
  photoPaperVariants,
  refinementTypes,
  channels,
  currencyForLocale,
  defaultLocaleFor,
  frameKindDefaults,
  isOptionValue,
  materials,
  parseFormat,
  type CountryCode,
  type OptionGroup,
} from '@shop/catalogue';
import type { CatalogueDocument } from './document';
import { articleKey, cardTypes, photoboxKinds } from './keys';
import { productProblems } from './product-rules';

/** The currency a country's shop sells in (CHF for Switzerland and Liechtenstein, ...). */
export const currencyOfCountry = (country: CountryCode) =>
  currencyForLocale(defaultLocaleFor(country));

/** Every article a price row may name, given the catalogue's materials, frames, boxes and accessories. */
export function knownArticles(document: CatalogueDocument): Set<string> {
  const articles = new Set<string>();
  const frameFormats = new Map<string, Set<string>>();
  for (const material of document.materials) {
    for (const { formatType } of material.formats) {
      articles.add(`format/${material.materialType}/${formatType}`);
      for (const kind of material.frameKinds) {
        if (!frameFormats.has(kind)) frameFormats.set(kind, new Set());
        frameFormats.get(kind)!.add(formatType);
      }
    }
    for (const option of material.options) {
      for (const value of option.values)
        articles.add(`option/${material.materialType}/${option.group}/${value}`);
    }
  }
  for (const [kind, formats] of frameFormats)
    for (const format of formats) articles.add(`frame/${kind}/${format}`);
  for (const box of document.photoboxes)
    for (const format of box.formats) articles.add(`photobox/${box.photoboxType}/${format}`);
  for (const accessory of document.accessories) articles.add(`accessory/${accessory.sku}`);
  for (const refinement of refinementTypes) articles.add(articleKey.cardRefinement(refinement));
  for (const type of calendarTypes) {
    for (const format of calendarTypeRules[type].formats)
      articles.add(articleKey.calendar(type, format));
    for (const mounting of calendarTypeRules[type].mountings)
      articles.add(articleKey.calendarMounting(type, mounting));
  }
  for (const book of document.photobookTypes) {
    for (const format of book.formats) {
      articles.add(articleKey.photobook(book.photobookType, format));
      articles.add(articleKey.photobookPages(book.photobookType, format));
    }
    const groups = {
      cover: book.covers,
      binding: book.bindings,
      paper: book.papers,
      refinement: book.refinements,
    };
    for (const [group, values] of Object.entries(groups))
      for (const value of values)
        articles.add(articleKey.photobookOption(book.photobookType, group as 'cover', value));
  }
  for (const merch of document.merchProducts) articles.add(articleKey.merch(merch.productType));
  for (const paper of photoPaperVariants)
    for (const format of photoFormats) articles.add(articleKey.photoprint(paper, format));
  return articles;
}

function materialProblems(document: CatalogueDocument): string[] {
  const problems: string[] = [];
  const frameKindsWithTypes = new Set(document.frameTypes.map((type) => type.frameKind));
  for (const material of document.materials) {
    const at = `materials.${material.materialType}`;
    const allowed: readonly string[] = material.product === 'photoframe' ? materials : cardTypes;
    if (!allowed.includes(material.materialType))
      problems.push(`${at}: not a ${material.product} material (${allowed.join(', ')})`);
    const formats = material.formats.map((format) => format.formatType);
    if (new Set(formats).size !== formats.length) problems.push(`${at}: a format is listed twice`);
    if (!formats.includes(material.initialFormat))
      problems.push(`${at}: initialFormat ${material.initialFormat} is not among its formats`);
    if (material.product === 'photoframe') {
      for (const format of formats)
        if (parseFormat(format).width === 0)
          problems.push(`${at}: format ${format} is not WIDTHxHEIGHT in mm`);
    }
    if (material.defaultFrameKind && !material.frameKinds.includes(material.defaultFrameKind)) {
      problems.push(
        `${at}: defaultFrameKind ${material.defaultFrameKind} is not among its frameKinds`,
      );
    }
    for (const kind of material.frameKinds) {
      if (!frameKindsWithTypes.has(kind))
        problems.push(`${at}: frame kind ${kind} has no frame types`);
    }
    for (const option of material.options) {
      for (const value of option.values) {
        if (!isOptionValue(option.group as OptionGroup, value))
          problems.push(`${at}: ${value} is not an option of ${option.group}`);
      }
      if (!option.values.includes(option.default))
        problems.push(`${at}: default ${option.default} is not among the ${option.group} values`);
    }
  }
  for (const kind of Object.keys(frameKindDefaults) as Array<keyof typeof frameKindDefaults>) {
    const types = document.frameTypes
      .filter((type) => type.frameKind === kind)
      .map((type) => type.frameType);
    if (types.length > 0 && !types.includes(frameKindDefaults[kind].frameType)) {
      problems.push(
        `frameTypes: ${kind} needs its default type ${frameKindDefaults[kind].frameType}`,
      );
    }
  }
  return problems;
}

function priceProblems(document: CatalogueDocument): string[] {
  const problems: string[] = [];
  const articles = knownArticles(document);
  for (const price of document.prices) {
    const at = `prices.${price.channel}-${price.country}.${price.article}`;
    if (!channels[price.channel].countries.includes(price.country))
      problems.push(`${at}: ${price.channel} does not sell in ${price.country}`);
    const currency = currencyOfCountry(price.country);
    if (price.currency !== currency)
      problems.push(`${at}: currency must be ${currency}, not ${price.currency}`);
    if (!articles.has(price.article)) problems.push(`${at}: no such article in the catalogue`);
    if (price.priceOriginal < price.priceCurrent)
      problems.push(`${at}: priceOriginal is below priceCurrent`);
  }
  return problems;
}

function otherProblems(document: CatalogueDocument): string[] {
  const problems: string[] = [];
  for (const box of document.photoboxes) {
    if (!photoboxKinds.includes(box.photoboxType))
      problems.push(`photoboxes.${box.photoboxType}: unknown photobox type`);
  }
  for (const row of document.shipping) {
    const at = `shipping.${row.channel}-${row.country}`;
    if (!channels[row.channel].countries.includes(row.country))
      problems.push(`${at}: ${row.channel} does not sell in ${row.country}`);
    if (!(row.lodStart < row.safetyLodEnd && row.safetyLodEnd <= row.lodEnd))
      problems.push(`${at}: needs lodStart < safetyLodEnd <= lodEnd`);
    if (row.deliveryDays.min > row.deliveryDays.max)
      problems.push(`${at}: deliveryDays.min is above max`);
  }
  for (const campaign of document.campaigns) {
    if (Date.parse(campaign.endsAt) <= Date.parse(campaign.startsAt))
      problems.push(`campaigns.${campaign.id}: endsAt must be after startsAt`);
    for (const country of campaign.countries) {
      if (!channels[campaign.channel].countries.includes(country))
        problems.push(`campaigns.${campaign.id}: ${campaign.channel} does not sell in ${country}`);
    }
  }
  for (const url of document.localizedUrls) {
    const country =
      url.locale === 'en-US' ? 'com' : (url.locale.slice(3).toLowerCase() as CountryCode);
    if (!channels[url.channel].countries.includes(country))
      problems.push(`localizedUrls.${url.pageKey}: ${url.channel} has no ${url.locale} shop`);
  }
  return problems;
}

/** Every rule a whole catalogue must keep; an empty list means it may be stored. */
export function catalogueProblems(document: CatalogueDocument): string[] {
  return [
    ...materialProblems(document),
    ...priceProblems(document),
    ...otherProblems(document),
    ...productProblems(document),
  ];
}

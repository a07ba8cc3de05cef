import type { CatalogueDocument } from '../model/document';
import type { CatalogueSchema } from '../db/schema';
import { productRecordKey, productSectionNames, type ProductSection } from '../model/products';

export type Rows = { [T in keyof CatalogueSchema]: Array<CatalogueSchema[T]> };

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => Number(cents) / 100;
const centsOrNull = (amount: number | null) => (amount === null ? null : toCents(amount));
const amountOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** A catalogue document as table rows (what an import writes). */
export function documentToRows(document: CatalogueDocument): Omit<Rows, 'catalogue_state'> {
  return {
    catalogue_material: document.materials.map((m) => ({
      material_type: m.materialType,
      product: m.product,
      product_group: m.productGroup,
      sort_order: m.sortOrder,
      initial_format: m.initialFormat,
      default_frame_kind: m.defaultFrameKind,
      names_json: JSON.stringify(m.names),
      label_json: m.label ? JSON.stringify(m.label) : null,
    })),
    catalogue_format: document.materials.flatMap((m) =>
      m.formats.map((f, index) => ({
        material_type: m.materialType,
        format_type: f.formatType,
        sort_order: index,
        featured: f.featured ? 1 : 0,
      })),
    ),
    catalogue_material_frame: document.materials.flatMap((m) =>
      m.frameKinds.map((kind, index) => ({
        material_type: m.materialType,
        frame_kind: kind,
        sort_order: index,
      })),
    ),
    catalogue_material_option: document.materials.flatMap((m) =>
      m.options.flatMap((o, groupIndex) =>
        o.values.map((value, index) => ({
          material_type: m.materialType,
          option_group: o.group,
          option_value: value,
          is_default: value === o.default ? 1 : 0,
          sort_order: groupIndex * 100 + index,
        })),
      ),
    ),
    catalogue_frame_type: document.frameTypes.map((t) => ({
      frame_type: t.frameType,
      frame_kind: t.frameKind,
      colour: t.colour,
      sort_order: t.sortOrder,
    })),
    catalogue_price: document.prices.map((p) => ({
      channel: p.channel,
      country: p.country,
      article: p.article,
      currency: p.currency,
      price_current: toCents(p.priceCurrent),
      price_original: toCents(p.priceOriginal),
    })),
    catalogue_accessory: document.accessories.map((a) => ({
      sku: a.sku,
      sub_type: a.subType,
      width: a.width,
      height: a.height,
      sub_types_json: JSON.stringify(a.subTypes),
    })),
    catalogue_photobox_format: document.photoboxes.flatMap((b) =>
      b.formats.map((format, index) => ({
        photobox_type: b.photoboxType,
        format_type: format,
        sort_order: index,
      })),
    ),
    catalogue_shipping: document.shipping.map((s) => ({
      channel: s.channel,
      country: s.country,
      lod_start: s.lodStart,
      safety_lod_end: s.safetyLodEnd,
      lod_end: s.lodEnd,
      express_lod_end: s.expressLodEnd,
      saturday_lod_end: s.saturdayLodEnd,
      shipping_cost: toCents(s.shippingCost),
      free_shipping_from: centsOrNull(s.freeShippingFrom),
      express_cost: centsOrNull(s.expressCost),
      delivery_days_min: s.deliveryDays.min,
      delivery_days_max: s.deliveryDays.max,
    })),
    catalogue_campaign: document.campaigns.map((c) => ({
      id: c.id,
      channel: c.channel,
      countries_json: JSON.stringify(c.countries),
      starts_at: c.startsAt,
      ends_at: c.endsAt,
      code: c.code,
      discount_percent: c.discountPercent,
      headline_json: JSON.stringify(c.headline),
      background_color: c.backgroundColor,
      text_color: c.textColor,
    })),
    catalogue_localized_url: document.localizedUrls.map((u) => ({
      page_key: u.pageKey,
      channel: u.channel,
      locale: u.locale,
      path: u.path,
    })),
    catalogue_record: productSectionNames.flatMap((section) =>
      (document[section] as unknown[]).map((row) => ({
        section,
        record_key: (productRecordKey[section] as (row: unknown) => string)(row),
        data_json: JSON.stringify(row),
      })),
    ),
  };
}

/** Product records by section, in their order (records were validated when they were imported). */
function recordsToSections(rows: Rows['catalogue_record']) {
  const sections = Object.fromEntries(productSectionNames.map((name) => [name, [] as unknown[]]));
  for (const row of rows) sections[row.section]?.push(JSON.parse(row.data_json));
  for (const list of Object.values(sections))
    (list as Array<{ sortOrder?: number }>).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  return sections as { [S in ProductSection]: CatalogueDocument[S] };
}

const bySort = <T extends { sort_order: number }>(a: T, b: T) => a.sort_order - b.sort_order;
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Stored rows back into a catalogue document (what the service serves and imports merge into). */
export function rowsToDocument(rows: Omit<Rows, 'catalogue_state'>): CatalogueDocument {
  const formats = groupBy(rows.catalogue_format.sort(bySort), (r) => r.material_type);
  const frames = groupBy(rows.catalogue_material_frame.sort(bySort), (r) => r.material_type);
  const options = groupBy(rows.catalogue_material_option.sort(bySort), (r) => r.material_type);
  const boxes = groupBy(rows.catalogue_photobox_format.sort(bySort), (r) => r.photobox_type);
  return {
    materials: rows.catalogue_material.sort(bySort).map((m) => {
      const groups = groupBy(options.get(m.material_type) ?? [], (o) => o.option_group);
      return {
        materialType: m.material_type,
        product: m.product,
        productGroup: m.product_group,
        sortOrder: m.sort_order,
        initialFormat: m.initial_format,
        defaultFrameKind: m.default_frame_kind,
        frameKinds: (frames.get(m.material_type) ?? []).map((f) => f.frame_kind),
        formats: (formats.get(m.material_type) ?? []).map((f) => ({
          formatType: f.format_type,
          featured: Number(f.featured) === 1,
        })),
        options: [...groups].map(([group, values]) => ({
          group,
          values: values.map((v) => v.option_value),
          default:
            values.find((v) => Number(v.is_default) === 1)?.option_value ?? values[0]!.option_value,
        })),
        names: JSON.parse(m.names_json),
        label: m.label_json ? JSON.parse(m.label_json) : null,
      };
    }) as CatalogueDocument['materials'],
    frameTypes: rows.catalogue_frame_type.sort(bySort).map((t) => ({
      frameType: t.frame_type,
      frameKind: t.frame_kind,
      colour: t.colour,
      sortOrder: t.sort_order,
    })) as CatalogueDocument['frameTypes'],
    prices: rows.catalogue_price.map((p) => ({
      channel: p.channel,
      country: p.country,
      currency: p.currency,
      article: p.article,
      priceCurrent: fromCents(p.price_current),
      priceOriginal: fromCents(p.price_original),
    })) as CatalogueDocument['prices'],
    accessories: rows.catalogue_accessory.map((a) => ({
      sku: a.sku,
      subType: a.sub_type,
      width: a.width,
      height: a.height,
      subTypes: JSON.parse(a.sub_types_json) as string[],
    })),
    photoboxes: [...boxes].map(([type, formats]) => ({
      photoboxType: type,
      formats: formats.map((f) => f.format_type),
    })) as CatalogueDocument['photoboxes'],
    shipping: rows.catalogue_shipping.map((s) => ({
      channel: s.channel,
      country: s.country,
      lodStart: s.lod_start,
      safetyLodEnd: s.safety_lod_end,
      lodEnd: s.lod_end,
      expressLodEnd: s.express_lod_end,
      saturdayLodEnd: s.saturday_lod_end,
      shippingCost: fromCents(s.shipping_cost),
      freeShippingFrom: amountOrNull(s.free_shipping_from),
      expressCost: amountOrNull(s.express_cost),
      deliveryDays: { min: s.delivery_days_min, max: s.delivery_days_max },
    })) as CatalogueDocument['shipping'],
    campaigns: rows.catalogue_campaign.map((c) => ({
      id: c.id,
      channel: c.channel,
      countries: JSON.parse(c.countries_json),
      startsAt: c.starts_at,
      endsAt: c.ends_at,
      code: c.code,
      discountPercent: c.discount_percent,
      headline: JSON.parse(c.headline_json),
      backgroundColor: c.background_color,
      textColor: c.text_color,
    })) as CatalogueDocument['campaigns'],
    localizedUrls: rows.catalogue_localized_url.map((u) => ({
      pageKey: u.page_key,
      channel: u.channel,
      locale: u.locale,
      path: u.path,
    })) as CatalogueDocument['localizedUrls'],
    ...recordsToSections(rows.catalogue_record),
  };
}

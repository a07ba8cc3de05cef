/** Tables of the `catalogue` migration namespace. Prices are integer cents; texts are JSON per language. */
export type CatalogueSchema = {
  catalogue_state: { id: number; change_number: number; updated_at: string };
  catalogue_material: {
    material_type: string;
    product: string;
    product_group: string;
    sort_order: number;
    initial_format: string;
    default_frame_kind: string | null;
    names_json: string;
    label_json: string | null;
  };
  catalogue_format: {
    material_type: string;
    format_type: string;
    sort_order: number;
    featured: number;
  };
  catalogue_material_frame: { material_type: string; frame_kind: string; sort_order: number };
  catalogue_material_option: {
    material_type: string;
    option_group: string;
    option_value: string;
    is_default: number;
    sort_order: number;
  };
  catalogue_frame_type: {
    frame_type: string;
    frame_kind: string;
    colour: string;
    sort_order: number;
  };
  catalogue_price: {
    channel: string;
    country: string;
    article: string;
    currency: string;
    price_current: number;
    price_original: number;
  };
  catalogue_accessory: {
    sku: string;
    sub_type: string;
    width: number;
    height: number;
    sub_types_json: string;
  };
  catalogue_photobox_format: { photobox_type: string; format_type: string; sort_order: number };
  catalogue_shipping: {
    channel: string;
    country: string;
    lod_start: string;
    safety_lod_end: string;
    lod_end: string;
    express_lod_end: string | null;
    saturday_lod_end: string | null;
    shipping_cost: number;
    free_shipping_from: number | null;
    express_cost: number | null;
    delivery_days_min: number;
    delivery_days_max: number;
  };
  catalogue_campaign: {
    id: string;
    channel: string;
    countries_json: string;
    starts_at: string;
    ends_at: string;
    code: string | null;
    discount_percent: number;
    headline_json: string;
    background_color: string;
    text_color: string;
  };
  catalogue_localized_url: { page_key: string; channel: string; locale: string; path: string };
  /** Product records (themes, design groups, photobook types, …): one validated JSON row each. */
  catalogue_record: { section: string; record_key: string; data_json: string };
};

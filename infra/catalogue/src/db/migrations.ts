import type { Kysely } from 'kysely';
import type { Migrations } from '@shop/db';

const text = 'text';
const int = 'integer';

/** Migrations of the `catalogue` namespace; the same DDL runs on SQLite and PostgreSQL. */
export const catalogueMigrations: Migrations = {
  '0001-catalogue-and-prices': {
    up: async (db: Kysely<any>) => {
      await db.schema
        .createTable('catalogue_state')
        .addColumn('id', int, (c) => c.primaryKey())
        .addColumn('change_number', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      await db
        .insertInto('catalogue_state')
        .values({ id: 1, change_number: 0, updated_at: new Date(0).toISOString() })
        .execute();
      await db.schema
        .createTable('catalogue_material')
        .addColumn('material_type', text, (c) => c.primaryKey())
        .addColumn('product', text, (c) => c.notNull())
        .addColumn('product_group', text, (c) => c.notNull())
        .addColumn('sort_order', int, (c) => c.notNull())
        .addColumn('initial_format', text, (c) => c.notNull())
        .addColumn('default_frame_kind', text)
        .addColumn('names_json', text, (c) => c.notNull())
        .addColumn('label_json', text)
        .execute();
      const child = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('material_type', text, (c) =>
            c.notNull().references('catalogue_material.material_type').onDelete('cascade'),
          );
      await child('catalogue_format')
        .addColumn('format_type', text, (c) => c.notNull())
        .addColumn('sort_order', int, (c) => c.notNull())
        .addColumn('featured', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('catalogue_format_pk', ['material_type', 'format_type'])
        .execute();
      await child('catalogue_material_frame')
        .addColumn('frame_kind', text, (c) => c.notNull())
        .addColumn('sort_order', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('catalogue_material_frame_pk', ['material_type', 'frame_kind'])
        .execute();
      await child('catalogue_material_option')
        .addColumn('option_group', text, (c) => c.notNull())
        .addColumn('option_value', text, (c) => c.notNull())
        .addColumn('is_default', int, (c) => c.notNull())
        .addColumn('sort_order', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('catalogue_material_option_pk', [
          'material_type',
          'option_group',
          'option_value',
        ])
        .execute();
      await db.schema
        .createTable('catalogue_frame_type')
        .addColumn('frame_type', text, (c) => c.primaryKey())
        .addColumn('frame_kind', text, (c) => c.notNull())
        .addColumn('colour', text, (c) => c.notNull())
        .addColumn('sort_order', int, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('catalogue_price')
        .addColumn('channel', text, (c) => c.notNull())
        .addColumn('country', text, (c) => c.notNull())
        .addColumn('article', text, (c) => c.notNull())
        .addColumn('currency', text, (c) => c.notNull())
        .addColumn('price_current', int, (c) => c.notNull())
        .addColumn('price_original', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('catalogue_price_pk', ['channel', 'country', 'article'])
        .execute();
      await db.schema
        .createTable('catalogue_accessory')
        .addColumn('sku', text, (c) => c.primaryKey())
        .addColumn('sub_type', text, (c) => c.notNull())
        .addColumn('width', int, (c) => c.notNull())
        .addColumn('height', int, (c) => c.notNull())
        .addColumn('sub_types_json', text, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('catalogue_photobox_format')
        .addColumn('photobox_type', text, (c) => c.notNull())
        .addColumn('format_type', text, (c) => c.notNull())
        .addColumn('sort_order', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('catalogue_photobox_format_pk', ['photobox_type', 'format_type'])
        .execute();
      await db.schema
        .createTable('catalogue_shipping')
        .addColumn('channel', text, (c) => c.notNull())
        .addColumn('country', text, (c) => c.notNull())
        .addColumn('lod_start', text, (c) => c.notNull())
        .addColumn('safety_lod_end', text, (c) => c.notNull())
        .addColumn('lod_end', text, (c) => c.notNull())
        .addColumn('express_lod_end', text)
        .addColumn('saturday_lod_end', text)
        .addColumn('shipping_cost', int, (c) => c.notNull())
        .addColumn('free_shipping_from', int)
        .addColumn('express_cost', int)
        .addColumn('delivery_days_min', int, (c) => c.notNull())
        .addColumn('delivery_days_max', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('catalogue_shipping_pk', ['channel', 'country'])
        .execute();
      await db.schema
        .createTable('catalogue_campaign')
        .addColumn('id', text, (c) => c.primaryKey())
        .addColumn('channel', text, (c) => c.notNull())
        .addColumn('countries_json', text, (c) => c.notNull())
        .addColumn('starts_at', text, (c) => c.notNull())
        .addColumn('ends_at', text, (c) => c.notNull())
        .addColumn('code', text)
        .addColumn('discount_percent', int, (c) => c.notNull())
        .addColumn('headline_json', text, (c) => c.notNull())
        .addColumn('background_color', text, (c) => c.notNull())
        .addColumn('text_color', text, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('catalogue_localized_url')
        .addColumn('page_key', text, (c) => c.notNull())
        .addColumn('channel', text, (c) => c.notNull())
        .addColumn('locale', text, (c) => c.notNull())
        .addColumn('path', text, (c) => c.notNull())
        .addPrimaryKeyConstraint('catalogue_localized_url_pk', ['page_key', 'channel', 'locale'])
        .execute();
    },
  },
  '0002-product-records': {
    up: async (db: Kysely<any>) => {
      await db.schema
        .createTable('catalogue_record')
        .addColumn('section', text, (c) => c.notNull())
        .addColumn('record_key', text, (c) => c.notNull())
        .addColumn('data_json', text, (c) => c.notNull())
        .addPrimaryKeyConstraint('catalogue_record_pk', ['section', 'record_key'])
        .execute();
    },
  },
};

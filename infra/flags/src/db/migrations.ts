import type { Kysely } from 'kysely';
import type { Dialect, Migrations } from '@shop/db';

/** The flag service's migrations (namespace `flags`); ids autoincrement the way each dialect does it. */
export function flagsMigrations(dialect: Dialect): Migrations {
  const idType = dialect === 'postgres' ? 'bigserial' : 'integer';
  return {
    '0001-flags': {
      up: async (db: Kysely<any>) => {
        await db.schema
          .createTable('flags_state')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('change_number', 'bigint', (c) => c.notNull())
          .execute();
        await db.insertInto('flags_state').values({ id: 1, change_number: 0 }).execute();

        await db.schema
          .createTable('flags_flag')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('change_number', 'bigint', (c) => c.notNull())
          .addColumn('definition', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('flags_flag_change_number')
          .on('flags_flag')
          .column('change_number')
          .execute();

        await db.schema
          .createTable('flags_rule_based_segment')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('change_number', 'bigint', (c) => c.notNull())
          .addColumn('definition', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('flags_rbs_change_number')
          .on('flags_rule_based_segment')
          .column('change_number')
          .execute();

        await db.schema
          .createTable('flags_segment')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('change_number', 'bigint', (c) => c.notNull())
          .addColumn('status_change_number', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('flags_segment_key')
          .addColumn('segment', 'text', (c) =>
            c.notNull().references('flags_segment.name').onDelete('cascade'),
          )
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('active', 'integer', (c) => c.notNull())
          .addColumn('change_number', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('flags_segment_key_pk', ['segment', 'key'])
          .execute();
        await db.schema
          .createIndex('flags_segment_key_changes')
          .on('flags_segment_key')
          .columns(['segment', 'change_number'])
          .execute();
        await db.schema
          .createIndex('flags_segment_key_key')
          .on('flags_segment_key')
          .column('key')
          .execute();

        await db.schema
          .createTable('flags_impression')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('feature', 'text', (c) => c.notNull())
          .addColumn('key_name', 'text', (c) => c.notNull())
          .addColumn('treatment', 'text', (c) => c.notNull())
          .addColumn('time', 'bigint', (c) => c.notNull())
          .addColumn('change_number', 'bigint')
          .addColumn('label', 'text')
          .addColumn('bucketing_key', 'text')
          .addColumn('previous_time', 'bigint')
          .addColumn('properties', 'text')
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('sdk_version', 'text')
          .addColumn('received_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('flags_impression_feature')
          .on('flags_impression')
          .columns(['feature', 'id'])
          .execute();

        await db.schema
          .createTable('flags_impression_count')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('feature', 'text', (c) => c.notNull())
          .addColumn('time_frame', 'bigint', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('received_at', 'bigint', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('flags_event')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('event_type_id', 'text', (c) => c.notNull())
          .addColumn('traffic_type_name', 'text', (c) => c.notNull())
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('value', 'double precision')
          .addColumn('timestamp', 'bigint', (c) => c.notNull())
          .addColumn('properties', 'text')
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('sdk_version', 'text')
          .addColumn('received_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('flags_event_type')
          .on('flags_event')
          .columns(['event_type_id', 'id'])
          .execute();

        await db.schema
          .createTable('flags_telemetry')
          .addColumn('id', idType, (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('sdk_version', 'text')
          .addColumn('received_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}

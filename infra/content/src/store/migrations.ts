import { PostgresAdapter, type Kysely } from 'kysely';
import type { Migrations } from '@shop/db';

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Migrations of the `content` namespace. */
export const contentMigrations: Migrations = {
  '0001-spaces-and-stories': {
    up: async (db: Kysely<any>) => {
      await db.schema
        .createTable('content_spaces')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('cv', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('content_stories')
        .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) =>
          isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('space_id', 'integer', (c) => c.notNull().references('content_spaces.id'))
        .addColumn('is_folder', 'integer', (c) => c.notNull())
        .addColumn('parent_id', 'integer')
        .addColumn('group_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addColumn('first_published_at', 'text')
        .addColumn('draft_full_slug', 'text', (c) => c.notNull())
        .addColumn('draft_json', 'text', (c) => c.notNull())
        .addColumn('published_full_slug', 'text')
        .addColumn('published_json', 'text')
        .execute();
      // Storyblok keeps full slugs unique per space; the draft slug is the editor's truth.
      await db.schema
        .createIndex('content_stories_draft_slug')
        .on('content_stories')
        .columns(['space_id', 'draft_full_slug'])
        .unique()
        .execute();
      await db.schema
        .createIndex('content_stories_published_slug')
        .on('content_stories')
        .columns(['space_id', 'published_full_slug'])
        .execute();
      await db.schema
        .createIndex('content_stories_group')
        .on('content_stories')
        .columns(['space_id', 'group_id'])
        .execute();
    },
  },
};

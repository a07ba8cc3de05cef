import type { StoryView } from '../store/story-read';

export type Alternate = {
  id: number;
  name: string;
  slug: string;
  published: boolean;
  full_slug: string;
  is_folder: boolean;
  parent_id: number;
};

/** A story in the shape of Storyblok's Content Delivery API v2. */
export function storyJson(
  view: StoryView,
  alternates: Alternate[],
  options: { excludingFields?: string[] } = {},
) {
  const { row, version } = view;
  let content = version.content;
  if (content && options.excludingFields?.length) {
    content = Object.fromEntries(
      Object.entries(content).filter(([key]) => !options.excludingFields?.includes(key)),
    );
  }
  return {
    name: version.name,
    created_at: row.created_at,
    published_at: row.published_at,
    updated_at: row.updated_at,
    id: row.id,
    uuid: row.uuid,
    content,
    slug: version.slug,
    full_slug: version.full_slug,
    sort_by_date: version.sort_by_date,
    position: version.position,
    tag_list: version.tag_list,
    is_startpage: version.is_startpage,
    parent_id: row.parent_id ?? 0,
    meta_data: null,
    group_id: row.group_id,
    first_published_at: row.first_published_at,
    release_id: null,
    lang: 'default',
    path: version.path,
    alternates,
    default_full_slug: null,
    translated_slugs: null,
  };
}

export type StoryJson = ReturnType<typeof storyJson>;

/** The other language versions of each story, from stories sharing its group id. */
export function alternatesFor(view: StoryView, group: StoryView[]): Alternate[] {
  return group
    .filter((other) => other.row.group_id === view.row.group_id && other.row.id !== view.row.id)
    .map((other) => ({
      id: other.row.id,
      name: other.version.name,
      slug: other.version.slug,
      published: other.published,
      full_slug: other.version.full_slug,
      is_folder: false,
      parent_id: other.row.parent_id ?? 0,
    }));
}

/** A link object of `/v2/cdn/links`. */
export function linkJson(view: StoryView, includeDates: boolean) {
  const { row, version } = view;
  const folder = Boolean(row.is_folder);
  return {
    id: row.id,
    uuid: row.uuid,
    slug: version.full_slug,
    path: version.path,
    parent_id: row.parent_id ?? 0,
    name: version.name,
    is_folder: folder,
    published: folder ? false : view.published,
    is_startpage: version.is_startpage,
    position: version.position,
    real_path: `/${version.path ?? version.full_slug}`,
    ...(includeDates
      ? { published_at: row.published_at, created_at: row.created_at, updated_at: row.updated_at }
      : {}),
  };
}

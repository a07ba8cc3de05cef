/** Rows of the content tables. JSON columns hold text; booleans are 0/1 so both dialects agree. */
export type SpaceRow = {
  id: number;
  name: string;
  cv: number | string;
  created_at: string;
};

export type StoryRow = {
  id: number;
  uuid: string;
  space_id: number;
  is_folder: number;
  parent_id: number | null;
  group_id: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  first_published_at: string | null;
  draft_full_slug: string;
  /** JSON of StoryVersion: the editor's current state. */
  draft_json: string;
  published_full_slug: string | null;
  /** JSON of StoryVersion as last published; null while unpublished. */
  published_json: string | null;
};

export type ContentSchema = {
  content_spaces: SpaceRow;
  content_stories: StoryRow;
};

/** The editable part of a story, kept once as draft and once as published snapshot. */
export type StoryVersion = {
  name: string;
  slug: string;
  full_slug: string;
  is_startpage: boolean;
  position: number;
  tag_list: string[];
  path: string | null;
  sort_by_date: string | null;
  content: Record<string, unknown> | null;
};

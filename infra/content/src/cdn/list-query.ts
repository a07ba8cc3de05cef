import { badRequest } from '@shop/server-kit';
import type { StoryView } from '../store/story-read';
import { slugMatcher } from '../store/slugs';

export type ListQuery = Record<string, string | undefined>;

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/** `per_page` (default 25, at most `max`) and `page` (default 1). */
export function pagination(query: ListQuery, max: number): { perPage: number; page: number } {
  const perPage = query.per_page === undefined ? 25 : Number(query.per_page);
  const page = query.page === undefined ? 1 : Number(query.page);
  if (!Number.isInteger(perPage) || perPage < 1)
    throw badRequest(`per_page must be a whole number from 1 to ${max}, got "${query.per_page}"`);
  if (!Number.isInteger(page) || page < 1)
    throw badRequest(`page must be a whole number from 1, got "${query.page}"`);
  return { perPage: Math.min(perPage, max), page };
}

/** The filters of `GET /v2/cdn/stories` that work on loaded stories. */
export function filterStories(views: StoryView[], query: ListQuery): StoryView[] {
  const bySlugs = list(query.by_slugs);
  const excludingSlugs = list(query.excluding_slugs);
  const excludingIds = new Set(list(query.excluding_ids).map(Number));
  const contentTypes = list(query.content_type);
  const tags = list(query.with_tag);
  const matchesSlug = slugMatcher(bySlugs);
  const excludedSlug = slugMatcher(excludingSlugs);
  if (
    query.is_startpage !== undefined &&
    !['0', '1', 'true', 'false'].includes(query.is_startpage)
  ) {
    throw badRequest(`is_startpage must be 1 or 0, got "${query.is_startpage}"`);
  }
  const startpage =
    query.is_startpage === undefined ? undefined : ['1', 'true'].includes(query.is_startpage);
  return views.filter(
    ({ row, version }) =>
      (bySlugs.length === 0 || matchesSlug(version.full_slug)) &&
      (excludingSlugs.length === 0 || !excludedSlug(version.full_slug)) &&
      !excludingIds.has(row.id) &&
      (contentTypes.length === 0 || contentTypes.includes(String(version.content?.component))) &&
      (startpage === undefined || version.is_startpage === startpage) &&
      (tags.length === 0 || tags.some((tag) => version.tag_list.includes(tag))),
  );
}

const storyFields = [
  'name',
  'slug',
  'full_slug',
  'position',
  'created_at',
  'published_at',
  'first_published_at',
  'updated_at',
  'id',
] as const;

/** `sort_by=field:asc|desc[:int|float]`, where field is a story attribute or `content.<field>`. */
export function sortStories(
  views: StoryView[],
  sortBy: string | undefined,
  order?: string[],
): StoryView[] {
  if (order)
    return order
      .map((uuid) => views.find((view) => view.row.uuid === uuid))
      .filter((view): view is StoryView => Boolean(view));
  const sorted = [...views];
  if (!sortBy)
    return sorted.sort((a, b) => a.version.position - b.version.position || a.row.id - b.row.id);
  const [field = '', direction = 'asc', type] = sortBy.split(':');
  if (!['asc', 'desc'].includes(direction))
    throw badRequest(`sort_by direction must be asc or desc, got "${direction}"`);
  if (type !== undefined && !['int', 'float'].includes(type))
    throw badRequest(`sort_by type must be int or float, got "${type}"`);
  const isContent = field.startsWith('content.');
  if (!isContent && !(storyFields as readonly string[]).includes(field)) {
    throw badRequest(
      `sort_by field must be one of ${storyFields.join(', ')} or content.<field>, got "${field}"`,
    );
  }
  const valueOf = (view: StoryView): unknown => {
    if (isContent) return view.version.content?.[field.slice('content.'.length)];
    if (field === 'id' || field.endsWith('_at'))
      return (view.row as Record<string, unknown>)[field];
    return (view.version as Record<string, unknown>)[field];
  };
  const sign = direction === 'desc' ? -1 : 1;
  return sorted.sort((a, b) => sign * compare(valueOf(a), valueOf(b), type) || a.row.id - b.row.id);
}

function compare(a: unknown, b: unknown, type: string | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (type || (typeof a === 'number' && typeof b === 'number')) return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

export const commaList = list;

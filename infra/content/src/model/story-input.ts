import { z } from 'zod';
import { blockSchema as block, contentTypeNames } from '@shop/contracts';

const slugSegment = /^[a-z0-9][a-z0-9-_]*$/;

/** A full slug: lower-case segments joined by '/', with a trailing '/' for a folder's start page. */
export const fullSlugSchema = z
  .string({ error: 'full_slug is required, e.g. de-de/wandbilder' })
  .min(1, 'full_slug must not be empty')
  .refine(
    (value) =>
      value
        .replace(/\/$/, '')
        .split('/')
        .every((segment) => slugSegment.test(segment)),
    'full_slug must be lower-case segments of a-z, 0-9, - and _ joined by / (e.g. de-de/wandbilder)',
  );

const rootContent = block.superRefine((content, context) => {
  if (contentTypeNames.includes(String(content.component))) return;
  context.addIssue({
    code: 'custom',
    path: ['component'],
    message: `"${String(content.component)}" is a nestable block, not a content type; use one of ${contentTypeNames.join(', ')}`,
  });
});

/**
 * A story as the management API and the importer take it. `full_slug` places it in the tree
 * (missing folders are created); `uuid` and `group_id` may be given so imports stay stable.
 */
export const storyInputSchema = z
  .object({
    name: z.string({ error: 'name is required' }).trim().min(1, 'name must not be empty'),
    full_slug: fullSlugSchema,
    slug: z.string().optional(),
    uuid: z.string().uuid('uuid must be a UUID').optional(),
    group_id: z.string().uuid('group_id must be a UUID').optional(),
    is_folder: z.boolean().optional(),
    is_startpage: z.boolean().optional(),
    position: z.number().int().optional(),
    tag_list: z.array(z.string()).optional(),
    path: z.string().nullable().optional(),
    sort_by_date: z.string().nullable().optional(),
    content: rootContent.optional(),
  })
  .superRefine((story, context) => {
    if (story.is_folder && story.content)
      context.addIssue({ code: 'custom', path: ['content'], message: 'a folder has no content' });
    if (!story.is_folder && !story.content)
      context.addIssue({
        code: 'custom',
        path: ['content'],
        message: 'content is required (an object with a component)',
      });
    if (story.is_folder && story.full_slug.endsWith('/'))
      context.addIssue({
        code: 'custom',
        path: ['full_slug'],
        message: 'a folder’s full_slug has no trailing /',
      });
  });

export type StoryInput = z.infer<typeof storyInputSchema>;

/** Partial update for PUT: every field optional; the merged result is validated again. */
export const storyPatchSchema = z.object({
  story: z.record(z.string(), z.unknown()),
  publish: z.union([z.boolean(), z.literal(1), z.literal(0)]).optional(),
});

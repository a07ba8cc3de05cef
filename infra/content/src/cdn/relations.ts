import type { ContentDb } from '../store/spaces';
import { findByUuids, type Version } from '../store/story-read';
import { linkJson, storyJson, type StoryJson } from './story-json';

/** Storyblok inlines at most this many related stories; beyond it the response lists uuids only. */
export const maxInlineRelations = 50;

type Node = Record<string, unknown>;

function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === 'object') {
    visit(value as Node);
    for (const child of Object.values(value as Node)) walk(child, visit);
  }
}

/** Story uuids referenced by `component.field` pairs anywhere in the given contents. */
export function referencedUuids(contents: unknown[], relations: string[]): string[] {
  const wanted = new Set(relations);
  const uuids = new Set<string>();
  for (const content of contents) {
    walk(content, (node) => {
      if (typeof node.component !== 'string') return;
      for (const [key, value] of Object.entries(node)) {
        if (!wanted.has(`${node.component}.${key}`)) continue;
        for (const uuid of Array.isArray(value) ? value : [value])
          if (typeof uuid === 'string') uuids.add(uuid);
      }
    });
  }
  return [...uuids];
}

/** Story uuids of multilink fields pointing at stories. */
export function linkedUuids(contents: unknown[]): string[] {
  const uuids = new Set<string>();
  for (const content of contents) {
    walk(content, (node) => {
      if (node.linktype === 'story' && typeof node.id === 'string' && node.id) uuids.add(node.id);
    });
  }
  return [...uuids];
}

export type Resolved = {
  rels?: StoryJson[];
  rel_uuids?: string[];
  links?: unknown[];
  link_uuids?: string[];
};

/**
 * The `rels` / `links` part of a CDN response. Relations resolve two levels deep (resolve_level=2,
 * which the JS client always sends), so relations inside related stories arrive too.
 */
export async function resolveForResponse(
  db: ContentDb,
  spaceId: number,
  version: Version,
  stories: StoryJson[],
  options: { relations: string[]; resolveLinks?: string; level: number },
): Promise<Resolved> {
  const result: Resolved = { rels: [], links: [] };
  if (options.relations.length > 0) {
    const found = new Map<string, StoryJson>();
    let frontier = stories.map((story) => story.content);
    for (let level = 0; level < Math.max(1, Math.min(options.level, 2)); level += 1) {
      const uuids = referencedUuids(frontier, options.relations).filter((uuid) => !found.has(uuid));
      const views = await findByUuids(db, spaceId, version, uuids);
      const next = views.map((view) => storyJson(view, []));
      for (const story of next) found.set(story.uuid, story);
      frontier = next.map((story) => story.content);
    }
    const rels = [...found.values()];
    if (rels.length > maxInlineRelations) result.rel_uuids = rels.map((story) => story.uuid);
    else result.rels = rels;
  }
  if (options.resolveLinks && ['url', 'story', 'link', '1'].includes(options.resolveLinks)) {
    const uuids = linkedUuids(stories.map((story) => story.content));
    const views = await findByUuids(db, spaceId, version, uuids);
    if (views.length > maxInlineRelations) result.link_uuids = views.map((view) => view.row.uuid);
    else result.links = views.map((view) => linkEntry(view, options.resolveLinks ?? 'url'));
  }
  return result;
}

function linkEntry(view: Parameters<typeof storyJson>[0], mode: string) {
  if (mode === 'story' || mode === '1') return storyJson(view, []);
  if (mode === 'link') return linkJson(view, true);
  return {
    name: view.version.name,
    id: view.row.id,
    uuid: view.row.uuid,
    slug: view.version.slug,
    url: view.version.full_slug,
    full_slug: view.version.full_slug,
  };
}

import type { InlineReleaseSet, RemoteEntry } from '@shop/contracts';
import type { PageModule } from './page-modules';
import type { RemoteManifest } from './remote-manifests';

/**
 * One file the browser fetches with the document, with the request mode the loader will use:
 * the federation runtime injects a `global` remote entry as a classic script without
 * `crossorigin`, and the remote's chunk loader adds its scripts and style sheets the same way.
 */
export type RemotePreload = { href: string; as: 'script' | 'modulepreload' | 'style' };

/**
 * Scripts enough for the navigation's slots, the page with its blocks' chunks (small, and in one
 * pack with the rest) and the session; more would compete with the hero.
 */
export const maxRemotePreloads = 40;

type ManifestOf = (remote: string, version: string) => Promise<RemoteManifest | null>;

const entryTypes: Record<string, RemotePreload['as']> = {
  module: 'modulepreload',
  esm: 'modulepreload',
};

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/** Where a manifest's files are: its publicPath, or (`auto`) beside the manifest. */
function assetBaseOf(manifestUrl: string, manifest: RemoteManifest): string {
  const { publicPath } = manifest.metaData;
  if (publicPath && publicPath !== 'auto') return withSlash(publicPath);
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** Waits for the manifests at most `waitMs`; one not read by then is left out of this document. */
async function manifestsWithin(
  remotes: { remote: string; version: string }[],
  manifestOf: ManifestOf,
  waitMs: number,
): Promise<Map<string, RemoteManifest>> {
  const found = new Map<string, RemoteManifest>();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const reads = remotes.map(({ remote, version }) =>
    manifestOf(remote, version).then((manifest) => {
      if (manifest) found.set(remote, manifest);
    }),
  );
  await Promise.race([Promise.all(reads), deadline]);
  clearTimeout(timer);
  return new Map(found);
}

/**
 * Preloads for the remote modules a page mounts, in page order: per remote its entry, per module
 * the exposed module's initial scripts and those of the story's blocks it loads on its own (but
 * for a module that waits for the shopper), at most `limit` in all, and its style sheets, every one:
 * a server-rendered slot whose sheet is left out paints unstyled. And each such remote's entry,
 * for the browser to load without fetching its manifest. Remotes a development override replaces,
 * remotes the release set does not pin and unreadable manifests are skipped; `complete` says no
 * pinned manifest was missing.
 */
export async function remotePreloads(
  modules: readonly PageModule[],
  releaseSet: InlineReleaseSet,
  overrides: Record<string, string>,
  manifestOf: ManifestOf,
  { limit = maxRemotePreloads, waitMs = 300 }: { limit?: number; waitMs?: number } = {},
): Promise<{ preloads: RemotePreload[]; entries: Record<string, RemoteEntry>; complete: boolean }> {
  const pinnedOf = (remote: string) =>
    remote in overrides ? undefined : releaseSet.remotes[remote as keyof typeof releaseSet.remotes];
  const remotes = [...new Set(modules.map((module) => module.remote))].flatMap((remote) => {
    const pinned = pinnedOf(remote);
    return pinned ? [{ remote, version: pinned.version }] : [];
  });
  const manifests = await manifestsWithin(remotes, manifestOf, waitMs);

  const preloads: RemotePreload[] = [];
  const entries: Record<string, RemoteEntry> = {};
  const seen = new Set<string>();
  const add = (href: string, as: RemotePreload['as']) => {
    if (seen.has(href)) return;
    seen.add(href);
    preloads.push({ href, as });
  };
  for (const { remote, module, waits, components } of modules) {
    const pinned = pinnedOf(remote);
    const manifest = manifests.get(remote);
    if (!pinned || !manifest) continue;
    const exposed = manifest.exposes.find((entry) => entry.path === module);
    const base = assetBaseOf(pinned.manifestUrl, manifest);
    const { remoteEntry, globalName } = manifest.metaData;
    // A module-type remote loads its entry and chunks as modules; a global one as classic scripts.
    const scriptAs = entryTypes[remoteEntry.type ?? ''] ?? 'script';
    const entryUrl = `${base}${remoteEntry.path ? withSlash(remoteEntry.path) : ''}${remoteEntry.name}`;
    entries[remote] = {
      url: entryUrl,
      globalName: globalName ?? remote,
      type: remoteEntry.type ?? 'global',
    };
    // The story's blocks that come on their own, after the module that renders them.
    const blocks = (components ?? []).flatMap((component) => manifest.blocks[component] ?? []);
    // A slot that waits for the shopper needs its style sheet for the server's HTML, not its code yet.
    if (!waits) {
      add(entryUrl, scriptAs);
      for (const file of exposed?.assets.js.sync ?? []) add(`${base}${file}`, scriptAs);
      for (const file of blocks.flatMap(({ js }) => js)) add(`${base}${file}`, scriptAs);
    }
    for (const file of exposed?.assets.css.sync ?? []) add(`${base}${file}`, 'style');
    for (const file of blocks.flatMap(({ css }) => css)) add(`${base}${file}`, 'style');
  }
  const scripts = preloads.filter(({ as }) => as !== 'style');
  const capped = new Set(scripts.slice(limit));
  return {
    preloads: preloads.filter((preload) => !capped.has(preload)),
    entries,
    complete: manifests.size === remotes.length,
  };
}

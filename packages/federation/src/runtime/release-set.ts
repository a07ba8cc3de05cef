import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { InlineReleaseSet } from '@shop/contracts';

/** Manifest URLs that replace the release set's, e.g. a team's local build in development. */
export type RemoteOverrides = Record<string, string>;

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Registers the channel's pinned remotes with the Module Federation runtime. Nothing is fetched
 * here: a remote loads the first time one of its modules is needed, from the entry the edge read
 * from its manifest, else (an override, a manifest the edge could not read) from its manifest.
 */
export function registerReleaseSet(
  releaseSet: InlineReleaseSet,
  overrides: RemoteOverrides = {},
): string[] {
  const remotes = Object.entries(releaseSet.remotes).map(([name, pinned]) => {
    if (name in overrides || !pinned.entry) {
      return { name, entry: absolute(overrides[name] ?? pinned.manifestUrl) };
    }
    const { url, globalName, type } = pinned.entry;
    return { name, entry: absolute(url), entryGlobalName: globalName, type };
  });
  for (const [name, manifestUrl] of Object.entries(overrides)) {
    if (!(name in releaseSet.remotes)) remotes.push({ name, entry: absolute(manifestUrl) });
  }
  registerRemotes(remotes, { force: true });
  return remotes.map((remote) => remote.name);
}

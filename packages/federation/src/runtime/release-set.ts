import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { InlineReleaseSet } from '@shop/contracts';

/** Manifest URLs that replace the release set's, e.g. a team's local build in development. */
export type RemoteOverrides = Record<string, string>;

/**
 * Registers the channel's pinned remotes with the Module Federation runtime. Nothing is fetched
 * here: a remote's manifest loads the first time one of its modules is needed.
 */
export function registerReleaseSet(
  releaseSet: InlineReleaseSet,
  overrides: RemoteOverrides = {},
): string[] {
  const remotes = Object.entries(releaseSet.remotes).map(([name, pinned]) => ({
    name,
    entry: new URL(overrides[name] ?? pinned.manifestUrl, window.location.href).href,
  }));
  for (const [name, manifestUrl] of Object.entries(overrides)) {
    if (!(name in releaseSet.remotes))
      remotes.push({ name, entry: new URL(manifestUrl, window.location.href).href });
  }
  registerRemotes(remotes, { force: true });
  return remotes.map((remote) => remote.name);
}

import type { InlineReleaseSet, RemoteEntry } from '@shop/contracts';

/** The release set with the entries the edge read from its remotes' manifests, for the browser. */
export function withRemoteEntries(
  releaseSet: InlineReleaseSet,
  entries: Record<string, RemoteEntry>,
): InlineReleaseSet {
  const remotes: InlineReleaseSet['remotes'] = { ...releaseSet.remotes };
  for (const [name, pinned] of Object.entries(releaseSet.remotes)) {
    const entry = entries[name];
    if (pinned && entry) remotes[name as keyof typeof remotes] = { ...pinned, entry };
  }
  return { ...releaseSet, remotes };
}

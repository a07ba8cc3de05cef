import type { PinnedRemotes } from '../release-queries';
import { unhealthyVerdict, type HealthPolicy, type VersionFigures } from './policy';
import { figuresKey } from './store';

const noFigures = (remote: string, version: string): VersionFigures => ({
  remote,
  version,
  pageLoads: 0,
  failures: 0,
});

/** The verdicts on every remote a candidate set changes against the live set (empty: healthy or not enough data). */
export function judgeCandidate(
  candidate: PinnedRemotes,
  live: PinnedRemotes | undefined,
  figures: Map<string, VersionFigures>,
  policy: HealthPolicy,
): string[] {
  return Object.entries(candidate).flatMap(([remote, pinned]) => {
    const liveVersion = live?.[remote as keyof PinnedRemotes]?.version;
    if (!pinned || pinned.version === liveVersion) return [];
    const own =
      figures.get(figuresKey(remote, pinned.version)) ?? noFigures(remote, pinned.version);
    const baseline = liveVersion
      ? (figures.get(figuresKey(remote, liveVersion)) ?? noFigures(remote, liveVersion))
      : null;
    const verdict = unhealthyVerdict(own, baseline, policy);
    return verdict ? [verdict] : [];
  });
}

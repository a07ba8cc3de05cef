/** When a candidate remote version counts as hurting shoppers. */
export type HealthPolicy = {
  /** The sliding window the figures cover. */
  windowMs: number;
  /** Failing page loads per page load above which a version is unhealthy, e.g. 0.02. */
  maxFailureRate: number;
  /** Page loads a version needs in the window before it is judged at all. */
  minPageLoads: number;
};

export const defaultHealthPolicy: HealthPolicy = {
  windowMs: 10 * 60_000,
  maxFailureRate: 0.02,
  minPageLoads: 50,
};

/** Page loads of one remote version in the window, and how many of them saw it fail. */
export type VersionFigures = {
  remote: string;
  version: string;
  pageLoads: number;
  failures: number;
};

export const failureRate = (figures: VersionFigures) =>
  figures.pageLoads === 0 ? 0 : Math.min(1, figures.failures / figures.pageLoads);

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

export const describeFigures = (figures: VersionFigures) =>
  `${figures.failures} of ${figures.pageLoads} page loads (${percent(failureRate(figures))})`;

/**
 * Why `candidate` is unhealthy, with the figures, or null: judged only after enough page loads,
 * and only when it fails more often than the threshold and than the live version of its remote.
 */
export function unhealthyVerdict(
  candidate: VersionFigures,
  live: VersionFigures | null,
  policy: HealthPolicy,
): string | null {
  if (candidate.pageLoads < policy.minPageLoads) return null;
  const rate = failureRate(candidate);
  if (rate <= policy.maxFailureRate) return null;
  if (live && rate <= failureRate(live)) return null;
  const comparison = live
    ? `the live ${live.version} failed on ${describeFigures(live)}`
    : 'no live version to compare with';
  return `${candidate.remote} ${candidate.version} failed on ${describeFigures(candidate)} in the last ${minutes(policy.windowMs)} (threshold ${percent(policy.maxFailureRate)} over at least ${policy.minPageLoads}); ${comparison}`;
}

import type { RemoteName } from './remotes';

/** Where the shell sends its remote-health reports (same origin; the edge passes them to the registry). */
export const remoteHealthPath = '/telemetry/remote-health';

/** The failure kinds that count against a remote version's health. */
export const remoteHealthFailureKinds = ['load', 'timeout', 'mount', 'runtime'] as const;
export type RemoteHealthFailureKind = (typeof remoteHealthFailureKinds)[number];

/** At most this many failures in one report: one per remote and page, so a page never has more. */
export const maxFailuresPerReport = 20;

/**
 * One batch from one page: `pageLoads` is 1 in the page's first report, 0 in later ones; each remote
 * that failed counts once per page. No personal data: a set id, remote names and versions.
 */
export type RemoteHealthReport = {
  channel: string;
  releaseSetId: number;
  pageLoads: 0 | 1;
  failures: Array<{ remote: RemoteName; version: string; kind: RemoteHealthFailureKind }>;
};

import {
  maxFailuresPerReport,
  remoteHealthFailureKinds,
  remoteHealthPath,
  type InlineReleaseSet,
  type RemoteHealthFailureKind,
  type RemoteHealthReport,
  type RemoteName,
} from '@shop/contracts';
import { remoteErrorWindowEvent, type RemoteErrorDetail } from '@shop/federation/react';

/** Failures that come within this time of each other (and of the page load) travel in one report. */
export const reportBatchDelayMs = 2000;

type ReporterOptions = {
  releaseSet: InlineReleaseSet;
  /** Remotes replaced by a local build: their failures are not the pinned version's. */
  overrides: Record<string, string>;
  send: (report: RemoteHealthReport) => void;
  batchDelayMs?: number;
};

const isHealthKind = (kind: string): kind is RemoteHealthFailureKind =>
  (remoteHealthFailureKinds as readonly string[]).includes(kind);

/**
 * Counts this page load and each remote that fails on it (once per remote) against the release
 * set's versions, and sends them in batches: after a quiet moment, and when the page is hidden.
 */
export function startRemoteHealthReporter(options: ReporterOptions): () => void {
  const { releaseSet, overrides } = options;
  const delay = options.batchDelayMs ?? reportBatchDelayMs;
  const failed = new Set<string>();
  let pending: RemoteHealthReport = {
    channel: releaseSet.channel,
    releaseSetId: releaseSet.id,
    pageLoads: 1,
    failures: [],
  };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    if (pending.pageLoads === 0 && pending.failures.length === 0) return;
    options.send(pending);
    pending = { ...pending, pageLoads: 0, failures: [] };
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, delay);
  };
  const onFailure = (event: Event) => {
    const { kind, remote } = (event as CustomEvent<RemoteErrorDetail>).detail;
    const version = releaseSet.remotes[remote as RemoteName]?.version;
    if (!isHealthKind(kind) || !version || remote in overrides || failed.has(remote)) return;
    if (failed.size >= maxFailuresPerReport) return;
    failed.add(remote);
    pending.failures.push({ remote: remote as RemoteName, version, kind });
    schedule();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  window.addEventListener(remoteErrorWindowEvent, onFailure);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  schedule();
  return () => {
    flush();
    window.removeEventListener(remoteErrorWindowEvent, onFailure);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
  };
}

/** Sends a report so it survives the page being closed; a refused beacon falls back to a keep-alive fetch. */
export function sendHealthReport(report: RemoteHealthReport): void {
  const body = JSON.stringify(report);
  const queued =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(remoteHealthPath, new Blob([body], { type: 'application/json' }));
  if (queued) return;
  fetch(remoteHealthPath, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch((error: unknown) =>
    console.error(
      JSON.stringify({
        event: 'remote-health-report-failed',
        message: (error as Error).message,
      }),
    ),
  );
}

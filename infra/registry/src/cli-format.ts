import type { Artifact, RemoteSummary } from './artifact-store';
import type { ChannelHealth, ChannelHistory, ChannelsOverview } from './client';
import { describeFigures, type VersionFigures } from './health/policy';
import type { Canary, ChannelStatus, HistoryEntry } from './release-queries';

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
const pad = (text: string, width: number) => text.padEnd(width);

function describeAction(entry: HistoryEntry): string {
  if (entry.action === 'rollback') return `rollback to #${entry.sourceId}`;
  if (entry.action === 'canary') return `canary on #${entry.previousId}`;
  return 'promote';
}

/** The remotes of a set, one per line. */
export function formatRemotes(entry: HistoryEntry, indent = '    '): string[] {
  const names = Object.keys(entry.remotes).sort() as Array<keyof HistoryEntry['remotes']>;
  if (names.length === 0) return [`${indent}(no remotes)`];
  return names.map(
    (name) =>
      `${indent}${pad(name, 22)}${pad(entry.remotes[name]!.version, 14)}${entry.remotes[name]!.manifestUrl}`,
  );
}

function formatSet(label: string, entry: HistoryEntry | null): string[] {
  if (!entry) return [`  ${pad(label, 9)}none`];
  return [
    `  ${pad(label, 9)}#${entry.id}  ${describeAction(entry)}  ${when(entry.createdAt)}  by ${entry.createdBy}: ${entry.reason}`,
    ...formatRemotes(entry),
  ];
}

function formatCanary(canary: Canary | null): string[] {
  if (!canary) return [`  ${pad('canary', 9)}none`];
  const set = canary.releaseSet;
  return [
    `  ${pad('canary', 9)}#${set.id} for ${canary.percentage}% of shoppers  ${when(set.createdAt)}  by ${set.createdBy}: ${set.reason}`,
    ...formatRemotes(set),
  ];
}

export function formatStatus(status: ChannelStatus): string {
  return [
    `${status.channel} (${status.environment})`,
    ...formatSet('active', status.active),
    ...formatSet('previous', status.previous),
    ...formatCanary(status.canary),
  ].join('\n');
}

export function formatOverview(overview: ChannelsOverview): string {
  const blocks = overview.channels.map((channel) =>
    [
      `${channel.channel} (${overview.environment})`,
      ...formatSet('active', channel.active),
      ...formatCanary(channel.canary),
    ].join('\n'),
  );
  return blocks.join('\n\n');
}

export function formatHistory(history: ChannelHistory): string {
  if (history.entries.length === 0)
    return `${history.channel} (${history.environment}) has no release sets yet`;
  const lines = [`${history.channel} (${history.environment}), newest first`];
  for (const entry of history.entries) {
    const marks = [
      entry.id === history.activeId ? 'active' : '',
      entry.id === history.canaryId ? 'canary' : '',
    ].filter(Boolean);
    lines.push(
      `#${entry.id}  ${when(entry.createdAt)}  ${describeAction(entry)}  by ${entry.createdBy}: ${entry.reason}${marks.length ? `  [${marks.join(', ')}]` : ''}`,
    );
    lines.push(...formatRemotes(entry));
  }
  return lines.join('\n');
}

export function formatPublished(artifact: Artifact): string {
  const bytes = artifact.files.reduce((sum, file) => sum + file.size, 0);
  return [
    `Published ${artifact.remote} ${artifact.version}: ${artifact.files.length} files, ${(bytes / 1024).toFixed(1)} KB`,
    `  manifest   ${artifact.manifestUrl}`,
    `  integrity  ${artifact.integrity}`,
    `  exposes    ${artifact.exposes.join(', ') || '(nothing)'}`,
    `Pin it with: npm run release -- promote <channel> ${artifact.remote}@${artifact.version} --reason "..."`,
  ].join('\n');
}

export function formatRemoteList(remotes: RemoteSummary[]): string {
  return remotes
    .map(
      (remote) =>
        `${pad(remote.remote, 22)}${remote.versions} published${remote.latest ? `, latest ${remote.latest}` : ''}`,
    )
    .join('\n');
}

export function formatVersions(remote: string, versions: Artifact[]): string {
  if (versions.length === 0) return `${remote} has no published versions`;
  return versions
    .map(
      (artifact) =>
        `${pad(artifact.version, 16)}${when(artifact.publishedAt)}  by ${artifact.publishedBy}  ${artifact.integrity}`,
    )
    .join('\n');
}

/** Health figures as a table per set, with the canary's verdicts (or that it is healthy so far). */
export function formatHealth(health: ChannelHealth): string {
  const { policy } = health;
  const rows = (figures: VersionFigures[]) =>
    figures.map(
      (entry) =>
        `    ${entry.remote.padEnd(22)} ${entry.version.padEnd(16)} ${describeFigures(entry)} failed`,
    );
  const lines = [
    `${health.channel} (${health.environment}), last ${Math.round(policy.windowMs / 60_000)} min; a canary is stopped above ${(policy.maxFailureRate * 100).toFixed(1)} % failing page loads over at least ${policy.minPageLoads}`,
  ];
  if (health.active)
    lines.push(`  live #${health.active.releaseSetId}`, ...rows(health.active.remotes));
  if (health.canary) {
    lines.push(
      `  canary #${health.canary.releaseSetId} (${health.canary.percentage}%)`,
      ...rows(health.canary.remotes),
      ...(health.canary.verdicts.length
        ? health.canary.verdicts.map((verdict) => `  UNHEALTHY: ${verdict}`)
        : ['  healthy so far']),
    );
  } else lines.push('  no canary running');
  return lines.join('\n');
}

import { remoteNames, type RemoteName } from '@shop/contracts';

type Pins = Partial<Record<RemoteName, { version: string } | undefined>>;

export type DiffRow = {
  remote: RemoteName;
  before: string | null;
  after: string | null;
  change: 'added' | 'removed' | 'changed' | 'same';
};

/** Remote by remote, what pinning `after` instead of `before` changes, in the contracts' order. */
export function diffRemotes(before: Pins | undefined, after: Pins | undefined): DiffRow[] {
  return remoteNames.flatMap((remote) => {
    const from = before?.[remote]?.version ?? null;
    const to = after?.[remote]?.version ?? null;
    if (from === null && to === null) return [];
    const change =
      from === to ? 'same' : from === null ? 'added' : to === null ? 'removed' : 'changed';
    return [{ remote, before: from, after: to, change }];
  });
}

/** The set a promotion or canary produces: the live set with the chosen versions in place. */
export function applyVersions(
  live: Pins | undefined,
  versions: Partial<Record<RemoteName, string>>,
): Pins {
  const next: Pins = { ...live };
  for (const [remote, version] of Object.entries(versions) as Array<[RemoteName, string]>)
    next[remote] = { version };
  return next;
}

/** Only the versions that differ from the live set: what a promotion needs to send. */
export function changedVersions(
  live: Pins | undefined,
  chosen: Partial<Record<RemoteName, string>>,
): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    Object.entries(chosen).filter(
      ([remote, version]) => version && live?.[remote as RemoteName]?.version !== version,
    ),
  );
}

import type { Kysely, Selectable } from 'kysely';
import type { ChannelId, Environment, PinnedRemote, ReleaseSet, RemoteName } from '@shop/contracts';
import type { RegistrySchema } from './schema';

export type ReleaseAction = 'promote' | 'rollback' | 'canary';
export type PinnedRemotes = Partial<Record<RemoteName, PinnedRemote>>;

/** A release set as history shows it: the set plus how it came to be. */
export type HistoryEntry = ReleaseSet & {
  action: ReleaseAction;
  /** The set a rollback from this one restores (for a canary: the active set it was built on). */
  previousId: number | null;
  /** For a rollback: the earlier set whose remotes it re-activates. */
  sourceId: number | null;
};

export type Canary = { releaseSet: HistoryEntry; percentage: number };

export type ChannelStatus = {
  channel: ChannelId;
  environment: Environment;
  active: HistoryEntry | null;
  previous: HistoryEntry | null;
  canary: Canary | null;
};

export type ChannelRow = Selectable<RegistrySchema['registry_channel']>;
type Db = Kysely<RegistrySchema>;

export function toEntry(row: Selectable<RegistrySchema['registry_release_set']>): HistoryEntry {
  return {
    id: row.id,
    channel: row.channel as ChannelId,
    environment: row.environment as Environment,
    remotes: JSON.parse(row.remotes) as PinnedRemotes,
    createdAt: row.created_at,
    createdBy: row.created_by,
    reason: row.reason,
    action: row.action as ReleaseAction,
    previousId: row.previous_id,
    sourceId: row.source_id,
  };
}

export async function channelRow(
  db: Db,
  channel: ChannelId,
  environment: Environment,
): Promise<ChannelRow | undefined> {
  return db
    .selectFrom('registry_channel')
    .selectAll()
    .where('channel', '=', channel)
    .where('environment', '=', environment)
    .executeTakeFirst();
}

/** Loads sets by id in one query; ids of another channel or environment are left out. */
export async function setsById(
  db: Db,
  channel: ChannelId,
  environment: Environment,
  ids: Array<number | null | undefined>,
) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const found = new Map<number, HistoryEntry>();
  if (wanted.length === 0) return found;
  const rows = await db
    .selectFrom('registry_release_set')
    .selectAll()
    .where('id', 'in', wanted)
    .where('channel', '=', channel)
    .where('environment', '=', environment)
    .execute();
  for (const row of rows) found.set(row.id, toEntry(row));
  return found;
}

/** A channel's active set and canary: two indexed reads, since the edge server asks on every page. */
export async function readActive(db: Db, channel: ChannelId, environment: Environment) {
  const row = await channelRow(db, channel, environment);
  const sets = await setsById(db, channel, environment, [row?.active_id, row?.canary_id]);
  const active = row?.active_id ? (sets.get(row.active_id) ?? null) : null;
  const canarySet = row?.canary_id ? sets.get(row.canary_id) : undefined;
  const canary =
    canarySet && row?.canary_percentage
      ? { releaseSet: canarySet, percentage: row.canary_percentage }
      : null;
  return {
    active,
    canary,
    tag: `"${row?.active_id ?? 0}-${row?.canary_id ?? 0}-${row?.canary_percentage ?? 0}"`,
  };
}

export async function readStatus(
  db: Db,
  channel: ChannelId,
  environment: Environment,
): Promise<ChannelStatus> {
  const { active, canary } = await readActive(db, channel, environment);
  const previous = active?.previousId
    ? ((await setsById(db, channel, environment, [active.previousId])).get(active.previousId) ??
      null)
    : null;
  return { channel, environment, active, previous, canary };
}

/** Every set of a channel (or the newest `limit`), newest first. */
export async function readHistory(
  db: Db,
  channel: ChannelId,
  environment: Environment,
  limit?: number,
): Promise<HistoryEntry[]> {
  let query = db
    .selectFrom('registry_release_set')
    .selectAll()
    .where('channel', '=', channel)
    .where('environment', '=', environment)
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(toEntry);
}

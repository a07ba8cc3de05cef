import type { Kysely, Transaction } from 'kysely';
import type { ChannelId, Environment } from '@shop/contracts';
import { conflict, notFound } from '@shop/server-kit';
import { recordAudit } from './audit';
import {
  readStatus,
  setsById,
  toEntry,
  type ChannelRow,
  type ChannelStatus,
  type HistoryEntry,
  type PinnedRemotes,
  type ReleaseAction,
} from './release-queries';
import type { RegistrySchema } from './schema';

type Trx = Transaction<RegistrySchema>;
type Write = { channel: ChannelId; actor: string; reason: string };
export type WriteResult = { releaseSet: HistoryEntry; status: ChannelStatus };

/**
 * Runs `work` in a transaction holding the channel's row lock. The row is updated before anything
 * is read: on PostgreSQL that locks the row (like select ... for update) until commit; on SQLite
 * the first write takes the database write lock. Either way concurrent writers to one channel,
 * in this process or another, queue here and each reads what the one before committed.
 */
async function withChannelLock<T>(
  db: Kysely<RegistrySchema>,
  channel: ChannelId,
  environment: Environment,
  work: (trx: Trx, row: ChannelRow) => Promise<T>,
) {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await trx
      .insertInto('registry_channel')
      .values({
        channel,
        environment,
        active_id: null,
        canary_id: null,
        canary_percentage: null,
        revision: 0,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['channel', 'environment']).doNothing())
      .execute();
    const row = await trx
      .updateTable('registry_channel')
      .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: now }))
      .where('channel', '=', channel)
      .where('environment', '=', environment)
      .returningAll()
      .executeTakeFirstOrThrow();
    return work(trx, row);
  });
}

async function insertSet(
  trx: Trx,
  values: {
    channel: ChannelId;
    environment: Environment;
    remotes: PinnedRemotes;
    action: ReleaseAction;
    previousId: number | null;
    sourceId?: number;
    actor: string;
    reason: string;
  },
) {
  const row = await trx
    .insertInto('registry_release_set')
    .values({
      channel: values.channel,
      environment: values.environment,
      remotes: JSON.stringify(values.remotes),
      action: values.action,
      previous_id: values.previousId,
      source_id: values.sourceId ?? null,
      created_at: new Date().toISOString(),
      created_by: values.actor,
      reason: values.reason,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

async function setPointers(
  trx: Trx,
  channel: ChannelId,
  environment: Environment,
  pointers: { active_id?: number; canary_id: number | null; canary_percentage: number | null },
) {
  await trx
    .updateTable('registry_channel')
    .set(pointers)
    .where('channel', '=', channel)
    .where('environment', '=', environment)
    .execute();
}

/**
 * Writes release sets for one environment: promote, rollback, canary start and stop, each audited.
 * `changed` hears of every change of a channel's active set or canary once it has committed.
 */
export function createReleaseStore(
  db: Kysely<RegistrySchema>,
  environment: Environment,
  changed: (channel: ChannelId) => void = () => undefined,
) {
  /** Every write goes through here, so no route, console action or canary guard forgets to tell. */
  async function writeChannel<T>(
    channel: ChannelId,
    work: (trx: Trx, row: ChannelRow) => Promise<T>,
  ): Promise<T> {
    const result = await withChannelLock(db, channel, environment, work);
    if (result !== null) changed(channel);
    return result;
  }

  const activeOf = async (trx: Trx, row: ChannelRow) =>
    row.active_id
      ? ((await setsById(trx, row.channel as ChannelId, environment, [row.active_id])).get(
          row.active_id,
        ) ?? null)
      : null;

  async function finish(
    trx: Trx,
    write: Write,
    action: ReleaseAction | 'canary-stop',
    releaseSet: HistoryEntry | null,
    subject: object,
  ) {
    await recordAudit(trx, {
      actor: write.actor,
      action,
      environment,
      channel: write.channel,
      reason: write.reason,
      subject: { releaseSetId: releaseSet?.id ?? null, ...subject },
    });
    return readStatus(trx, write.channel, environment);
  }

  /** A new set = the active set with `pins` replacing its remotes; it becomes active and ends any canary. */
  async function promote(write: Write & { pins: PinnedRemotes }): Promise<WriteResult> {
    return writeChannel(write.channel, async (trx, row) => {
      const active = await activeOf(trx, row);
      const remotes = { ...active?.remotes, ...write.pins };
      const releaseSet = await insertSet(trx, {
        ...write,
        environment,
        remotes,
        action: 'promote',
        previousId: active?.id ?? null,
      });
      await setPointers(trx, write.channel, environment, {
        active_id: releaseSet.id,
        canary_id: null,
        canary_percentage: null,
      });
      const status = await finish(trx, write, 'promote', releaseSet, {
        pins: write.pins,
        endedCanaryId: row.canary_id,
      });
      return { releaseSet, status };
    });
  }

  /** Re-activates an earlier set (default: the one before the active set) as a new history entry. */
  async function rollback(write: Write & { toId?: number }): Promise<WriteResult> {
    return writeChannel(write.channel, async (trx, row) => {
      const active = await activeOf(trx, row);
      if (!active)
        throw conflict(
          `${write.channel} has no release set in ${environment} yet; there is nothing to roll back`,
        );
      const targetId = write.toId ?? active.previousId;
      if (targetId === null)
        throw conflict(
          `Nothing to roll back to: release set ${active.id} is the first of ${write.channel} in ${environment}`,
        );
      const target = (await setsById(trx, write.channel, environment, [targetId])).get(targetId);
      if (!target)
        throw notFound(
          `Release set ${targetId} is not in the history of ${write.channel} in ${environment}`,
        );
      if (target.action === 'canary')
        throw conflict(
          `Release set ${target.id} was a canary candidate, never active; promote its versions instead`,
        );
      if (target.id === active.id) throw conflict(`Release set ${target.id} is active already`);
      const releaseSet = await insertSet(trx, {
        ...write,
        environment,
        remotes: target.remotes,
        action: 'rollback',
        previousId: target.previousId,
        sourceId: target.id,
      });
      await setPointers(trx, write.channel, environment, {
        active_id: releaseSet.id,
        canary_id: null,
        canary_percentage: null,
      });
      const status = await finish(trx, write, 'rollback', releaseSet, {
        from: active.id,
        to: target.id,
        endedCanaryId: row.canary_id,
      });
      return { releaseSet, status };
    });
  }

  /** A candidate set (the active set with `pins` replaced) served to `percentage` of shoppers. */
  async function startCanary(
    write: Write & { pins: PinnedRemotes; percentage: number },
  ): Promise<WriteResult> {
    return writeChannel(write.channel, async (trx, row) => {
      const active = await activeOf(trx, row);
      if (!active)
        throw conflict(
          `${write.channel} has no active release set in ${environment}; promote one before starting a canary`,
        );
      const remotes = { ...active.remotes, ...write.pins };
      const releaseSet = await insertSet(trx, {
        ...write,
        environment,
        remotes,
        action: 'canary',
        previousId: active.id,
      });
      await setPointers(trx, write.channel, environment, {
        canary_id: releaseSet.id,
        canary_percentage: write.percentage,
      });
      const status = await finish(trx, write, 'canary', releaseSet, {
        pins: write.pins,
        percentage: write.percentage,
        replacedCanaryId: row.canary_id,
      });
      return { releaseSet, status };
    });
  }

  /** Ends the running canary; with `onlyId`, only if that set is still the canary (else null, nothing written). */
  async function stopCanary(write: Write): Promise<{ status: ChannelStatus }>;
  async function stopCanary(
    write: Write,
    onlyId: number,
  ): Promise<{ status: ChannelStatus } | null>;
  async function stopCanary(
    write: Write,
    onlyId?: number,
  ): Promise<{ status: ChannelStatus } | null> {
    return writeChannel(write.channel, async (trx, row) => {
      if (onlyId !== undefined && row.canary_id !== onlyId) return null;
      if (!row.canary_id)
        throw conflict(`${write.channel} has no canary running in ${environment}`);
      await setPointers(trx, write.channel, environment, {
        canary_id: null,
        canary_percentage: null,
      });
      return {
        status: await finish(trx, write, 'canary-stop', null, {
          stoppedCanaryId: row.canary_id,
          percentage: row.canary_percentage,
        }),
      };
    });
  }

  return { promote, rollback, startCanary, stopCanary };
}

export type ReleaseStore = ReturnType<typeof createReleaseStore>;

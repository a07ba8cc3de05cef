import { sql, type Kysely } from 'kysely';
import type { ChannelId, Environment, RemoteHealthReport } from '@shop/contracts';
import type { HistoryEntry } from '../release-queries';
import type { RegistrySchema } from '../schema';
import type { VersionFigures } from './policy';

const minuteOf = (time: number) => Math.floor(time / 60_000);
export const figuresKey = (remote: string, version: string) => `${remote}@${version}`;

/** Per-minute counts of page loads and failing page loads for each remote version a page ran. */
export function createHealthStore(db: Kysely<RegistrySchema>, environment: Environment) {
  /**
   * Counts a report against the versions its release set pins: a page load for every pinned
   * remote, a failure only for a remote at its pinned version (a local override is not the set's).
   */
  async function record(report: RemoteHealthReport, set: HistoryEntry, now: number) {
    const counts = new Map<
      string,
      { remote: string; version: string; pageLoads: number; failures: number }
    >();
    for (const [remote, pinned] of Object.entries(set.remotes)) {
      if (pinned)
        counts.set(figuresKey(remote, pinned.version), {
          remote,
          version: pinned.version,
          pageLoads: report.pageLoads,
          failures: 0,
        });
    }
    const failedRemotes = new Set<string>();
    for (const failure of report.failures) {
      const entry = counts.get(figuresKey(failure.remote, failure.version));
      if (!entry || failedRemotes.has(failure.remote)) continue;
      failedRemotes.add(failure.remote);
      entry.failures += 1;
    }
    const rows = [...counts.values()]
      .filter((entry) => entry.pageLoads > 0 || entry.failures > 0)
      .map((entry) => ({
        channel: set.channel,
        environment,
        remote: entry.remote,
        version: entry.version,
        minute: minuteOf(now),
        page_loads: entry.pageLoads,
        failures: entry.failures,
      }));
    if (rows.length === 0) return;
    await db
      .insertInto('registry_remote_health')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['channel', 'environment', 'remote', 'version', 'minute']).doUpdateSet({
          page_loads: sql`registry_remote_health.page_loads + excluded.page_loads`,
          failures: sql`registry_remote_health.failures + excluded.failures`,
        }),
      )
      .execute();
  }

  /** Each remote version's figures on a channel over the last `windowMs`. */
  async function figures(
    channel: ChannelId,
    windowMs: number,
    now: number,
  ): Promise<Map<string, VersionFigures>> {
    const rows = await db
      .selectFrom('registry_remote_health')
      .select((eb) => [
        'remote',
        'version',
        eb.fn.sum<number | string>('page_loads').as('page_loads'),
        eb.fn.sum<number | string>('failures').as('failures'),
      ])
      .where('channel', '=', channel)
      .where('environment', '=', environment)
      .where('minute', '>', minuteOf(now - windowMs))
      .groupBy(['remote', 'version'])
      .execute();
    return new Map(
      rows.map((row) => [
        figuresKey(row.remote, row.version),
        {
          remote: row.remote,
          version: row.version,
          pageLoads: Number(row.page_loads),
          failures: Number(row.failures),
        },
      ]),
    );
  }

  /** Drops minutes older than the window, so the table stays the size of one window. */
  async function prune(windowMs: number, now: number) {
    await db
      .deleteFrom('registry_remote_health')
      .where('minute', '<=', minuteOf(now - windowMs))
      .execute();
  }

  return { record, figures, prune };
}

export type HealthStore = ReturnType<typeof createHealthStore>;

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Environment } from '@shop/contracts';
import { badRequest } from '@shop/server-kit';
import type { RegistryDb } from './schema';

/** Every channel's revision, and their sum: it grows with each change of any channel's active set or canary. */
export type ReleaseFeedAnswer = { sequence: number; revisions: Record<string, number> };

const feedQuery = z.object({ after: z.coerce.number().int().nonnegative().optional() });

/**
 * `GET /api/release-sets/changes?after=<sequence>`: the edges' change feed when they share no Redis.
 * A long poll rather than server-sent events: each answer is one plain JSON request the edge repeats,
 * and since the sequence is read from the database, a change between two polls, or made while this
 * instance restarted, is answered at once on the next poll instead of being lost with a stream.
 * The sequence answers at once when it differs from `after`, else after the next change or `holdMs`.
 * It is for the edges only: the edge forwards no /api path of the registry to the public.
 */
export function registerReleaseFeed(
  app: FastifyInstance,
  options: { db: RegistryDb; environment: Environment; holdMs: number },
): { changed(): void } {
  const waiting = new Set<() => void>();
  const wakeAll = () => [...waiting].forEach((wake) => wake());
  // A held poll would hold up a restart by its whole hold time; answered now, the edge comes back.
  app.addHook('preClose', async () => wakeAll());

  async function read(): Promise<ReleaseFeedAnswer> {
    const rows = await options.db
      .selectFrom('registry_channel')
      .select(['channel', 'revision'])
      .where('environment', '=', options.environment)
      .execute();
    const revisions = Object.fromEntries(rows.map((row) => [row.channel, Number(row.revision)]));
    const sequence = Object.values(revisions).reduce((sum, revision) => sum + revision, 0);
    return { sequence, revisions };
  }

  app.get('/api/release-sets/changes', async (request, reply) => {
    const query = feedQuery.safeParse(request.query);
    if (!query.success) throw badRequest('after must be a sequence number this feed answered');
    reply.header('cache-control', 'no-store');
    let wake = () => undefined as void;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    // Waiting before the first read, so a change committed right after it still wakes this poll.
    waiting.add(wake);
    const hold = setTimeout(wake, options.holdMs);
    reply.raw.once('close', wake);
    try {
      const now = await read();
      if (now.sequence !== query.data.after) return now;
      await woken;
      return await read();
    } finally {
      waiting.delete(wake);
      clearTimeout(hold);
      reply.raw.off('close', wake);
    }
  });

  return { changed: wakeAll };
}

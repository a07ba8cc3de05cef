import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '@shop/server-kit';

const feedQuery = z.object({ after: z.coerce.number().int().nonnegative().optional() });

export type ChangeFeedOptions = {
  /** The catalogue's current change number, as the read routes see it. */
  changeNumber: () => Promise<number> | number;
  /** How long a poll is held when nothing changes. */
  holdMs?: number;
  /** How often a held poll looks again: an import by another process announces itself to no one. */
  checkMs?: number;
};

/**
 * `GET /catalogue-changes?after=<change number>`: the edges' change feed, so a page they keep with
 * prices in it is rendered again once an import commits. A long poll: it answers
 * `{ changeNumber }` at once when the number differs from `after`, else after the next import or
 * `holdMs`. Internal, like `/catalogue-admin`: the edge forwards no such path to the public.
 */
export function registerChangeFeed(app: FastifyInstance, options: ChangeFeedOptions): void {
  const holdMs = options.holdMs ?? 25_000;
  const checkMs = options.checkMs ?? 200;
  let closing = false;
  // A held poll would hold up a restart by its whole hold time; answered now, the edge comes back.
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/catalogue-changes', async (request, reply) => {
    const query = feedQuery.safeParse(request.query);
    if (!query.success) throw badRequest('after must be a change number this feed answered');
    reply.header('cache-control', 'no-store');
    let gone = false;
    reply.raw.once('close', () => (gone = true));
    const until = Date.now() + holdMs;
    let changeNumber = await options.changeNumber();
    while (changeNumber === query.data.after && !gone && !closing && Date.now() < until) {
      await sleep(checkMs);
      changeNumber = await options.changeNumber();
    }
    return { changeNumber };
  });
}

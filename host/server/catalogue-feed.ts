import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { followLongPoll, type LongPollOptions } from './long-poll-feed';

const answerSchema = z.object({ changeNumber: z.number().int().nonnegative() });

/** The catalogue's change number as last heard; undefined while its feed is not working. */
export type CatalogueChanges = { current(): number | undefined; close(): Promise<void> };

/**
 * Follows the catalogue's change feed (`GET /catalogue-changes`, a long poll), so pages kept with
 * prices in them are rendered again as soon as an import commits, not when they have aged out.
 */
export function followCatalogueChanges(
  catalogueUrl: string,
  log: FastifyBaseLogger,
  options: LongPollOptions = {},
): CatalogueChanges {
  const feed = followLongPoll(
    {
      url: (latest) =>
        `${catalogueUrl}/catalogue-changes${latest ? `?after=${latest.changeNumber}` : ''}`,
      schema: answerSchema,
      events: { connected: 'catalogue-feed-connected', unavailable: 'catalogue-feed-unavailable' },
      messages: {
        connected: 'following the catalogue’s changes',
        unavailable: 'catalogue change feed unavailable; pages with prices are kept by age only',
      },
      log,
    },
    options,
  );
  return { current: () => feed.latest()?.changeNumber, close: feed.close };
}

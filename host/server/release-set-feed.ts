import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { followLongPoll, type LongPollOptions } from './long-poll-feed';

const answerSchema = z.object({
  sequence: z.number().int().nonnegative(),
  revisions: z.record(z.string(), z.number()),
});

/** Change notices (message: the channel) from a source that can be cut off for a while. */
export type ReleaseSetFeed = {
  onMessage(handler: (channel: string) => void): void;
  /** Heard when the feed is cut off and when it is back: anything kept may have missed a change. */
  onReset(handler: () => void): void;
  /** Whether a poll is under way on a working feed, so every change will be heard. */
  connected(): boolean;
  close(): Promise<void>;
};

export type ReleaseSetFeedOptions = LongPollOptions;

/**
 * Follows the registry's change feed (`GET /api/release-sets/changes`, a long poll) when the edge
 * has no Redis: each answer names every channel's revision, and a channel whose revision moved is
 * announced. A failed poll cuts the feed off (reset), and it is polled again with backoff.
 */
export function followReleaseSetFeed(
  registryUrl: string,
  log: FastifyBaseLogger,
  options: ReleaseSetFeedOptions = {},
): ReleaseSetFeed {
  const messageHandlers: Array<(channel: string) => void> = [];
  const resetHandlers: Array<() => void> = [];
  const reset = () => resetHandlers.forEach((handler) => handler());
  const feed = followLongPoll(
    {
      url: (latest) =>
        `${registryUrl}/api/release-sets/changes${latest ? `?after=${latest.sequence}` : ''}`,
      schema: answerSchema,
      onAnswer(before, answer) {
        if (!before) return reset();
        const channels = new Set([
          ...Object.keys(before.revisions),
          ...Object.keys(answer.revisions),
        ]);
        for (const channel of channels)
          if (before.revisions[channel] !== answer.revisions[channel])
            messageHandlers.forEach((handler) => handler(channel));
      },
      onCutOff: reset,
      events: {
        connected: 'release-set-feed-connected',
        unavailable: 'release-set-feed-unavailable',
      },
      messages: {
        connected: 'following the registry’s release set changes',
        // The edge asks for the set on every page load until the feed is back.
        unavailable: 'release set change feed unavailable; asking the registry on every page load',
      },
      log,
    },
    options,
  );
  return {
    onMessage: (handler) => void messageHandlers.push(handler),
    onReset: (handler) => void resetHandlers.push(handler),
    connected: () => feed.latest() !== undefined,
    close: feed.close,
  };
}

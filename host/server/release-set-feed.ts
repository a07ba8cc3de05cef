import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

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

export type ReleaseSetFeedOptions = {
  /** First wait before polling a failed feed again, doubled per failure up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** Longer than the registry holds a poll (25 s), so only a registry that stopped answering times out. */
  pollTimeoutMs?: number;
};

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
  const minRetryMs = options.minRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const pollTimeoutMs = options.pollTimeoutMs ?? 35_000;
  const stop = new AbortController();
  const messageHandlers: Array<(channel: string) => void> = [];
  const resetHandlers: Array<() => void> = [];
  // Known only while connected: the last answer.
  let known: z.infer<typeof answerSchema> | undefined;

  function take(answer: z.infer<typeof answerSchema>) {
    const before = known;
    known = answer;
    if (!before) {
      log.info(
        { event: 'release-set-feed-connected' },
        'following the registry’s release set changes',
      );
      resetHandlers.forEach((handler) => handler());
      return;
    }
    const channels = new Set([...Object.keys(before.revisions), ...Object.keys(answer.revisions)]);
    for (const channel of channels)
      if (before.revisions[channel] !== answer.revisions[channel])
        messageHandlers.forEach((handler) => handler(channel));
  }

  async function follow() {
    let retryMs = minRetryMs;
    let warned = false;
    while (!stop.signal.aborted) {
      try {
        const after = known ? `?after=${known.sequence}` : '';
        const response = await fetch(`${registryUrl}/api/release-sets/changes${after}`, {
          signal: AbortSignal.any([stop.signal, AbortSignal.timeout(pollTimeoutMs)]),
        });
        if (!response.ok) throw new Error(`registry answered ${response.status}`);
        take(answerSchema.parse(await response.json()));
        retryMs = minRetryMs;
        warned = false;
      } catch (error) {
        if (stop.signal.aborted) return;
        if (known) {
          known = undefined;
          resetHandlers.forEach((handler) => handler());
        }
        // Once per outage: the edge asks for the set on every page load until the feed is back.
        if (!warned)
          log.warn(
            { event: 'release-set-feed-unavailable', reason: (error as Error).message },
            'release set change feed unavailable; asking the registry on every page load',
          );
        warned = true;
        // Jittered, so edges restarted together do not poll a recovering registry in step.
        await sleep(retryMs * (0.5 + Math.random() / 2), undefined, { signal: stop.signal }).catch(
          () => undefined,
        );
        retryMs = Math.min(retryMs * 2, maxRetryMs);
      }
    }
  }
  const following = follow();

  return {
    onMessage: (handler) => void messageHandlers.push(handler),
    onReset: (handler) => void resetHandlers.push(handler),
    connected: () => known !== undefined,
    async close() {
      stop.abort();
      await following;
    },
  };
}

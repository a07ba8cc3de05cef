import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

export type LongPollOptions = {
  /** First wait before polling a failed feed again, doubled per failure up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** Longer than the service holds a poll (25 s), so only a service that stopped answering times out. */
  pollTimeoutMs?: number;
};

export type LongPollFeed<T> = {
  /** The last answer while the feed works; undefined before the first and after a failed poll. */
  latest(): T | undefined;
  close(): Promise<void>;
};

export type LongPoll<T> = {
  /** The address of the next poll, given the last answer (undefined: answer at once). */
  url(latest: T | undefined): string;
  schema: z.ZodType<T>;
  /** Each answer, with the one before it (undefined: the feed has just connected). */
  onAnswer?(before: T | undefined, answer: T): void;
  /** The feed was cut off after working: anything kept may have missed a change. */
  onCutOff?(): void;
  /** Log events and messages, e.g. `release-set-feed-connected`, `-unavailable`. */
  events: { connected: string; unavailable: string };
  messages: { connected: string; unavailable: string };
  log: FastifyBaseLogger;
};

/**
 * Follows a service's change feed, a long poll: each answer is one plain JSON request repeated
 * with the last answer, so a change between two polls is answered at once on the next one. A
 * failed poll cuts the feed off, and it is polled again with jittered backoff.
 */
export function followLongPoll<T>(
  feed: LongPoll<T>,
  options: LongPollOptions = {},
): LongPollFeed<T> {
  const minRetryMs = options.minRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const pollTimeoutMs = options.pollTimeoutMs ?? 35_000;
  const stop = new AbortController();
  let latest: T | undefined;

  function take(answer: T) {
    const before = latest;
    latest = answer;
    if (!before) feed.log.info({ event: feed.events.connected }, feed.messages.connected);
    feed.onAnswer?.(before, answer);
  }

  async function follow() {
    let retryMs = minRetryMs;
    let warned = false;
    while (!stop.signal.aborted) {
      try {
        const response = await fetch(feed.url(latest), {
          signal: AbortSignal.any([stop.signal, AbortSignal.timeout(pollTimeoutMs)]),
        });
        if (!response.ok) throw new Error(`the service answered ${response.status}`);
        take(feed.schema.parse(await response.json()));
        retryMs = minRetryMs;
        warned = false;
      } catch (error) {
        if (stop.signal.aborted) return;
        if (latest !== undefined) {
          latest = undefined;
          feed.onCutOff?.();
        }
        // Once per outage, not once per retry.
        if (!warned)
          feed.log.warn(
            { event: feed.events.unavailable, reason: (error as Error).message },
            feed.messages.unavailable,
          );
        warned = true;
        // Jittered, so edges restarted together do not poll a recovering service in step.
        await sleep(retryMs * (0.5 + Math.random() / 2), undefined, { signal: stop.signal }).catch(
          () => undefined,
        );
        retryMs = Math.min(retryMs * 2, maxRetryMs);
      }
    }
  }
  const following = follow();

  return {
    latest: () => latest,
    async close() {
      stop.abort();
      await following;
    },
  };
}

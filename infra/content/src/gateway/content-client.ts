import StoryblokClient, { type ISbStoryData } from 'storyblok-js-client';
import { channelIds, type ChannelId } from '../config/channels';
import type { GatewayOptions } from './options';

export type Version = 'draft' | 'published';
export type StoryResult =
  { kind: 'found'; story: ISbStoryData; cv: number } | { kind: 'not-found' };
export type StoriesResult = { stories: ISbStoryData[]; cv: number };

/** What storyblok-js-client rejects with: a status for HTTP errors, only a message for network errors and time-outs. */
type ClientError = { status?: number; message?: string };

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

const toError = (error: unknown): UpstreamError => {
  if (error instanceof UpstreamError) return error;
  const { status, message } = (error ?? {}) as ClientError;
  return new UpstreamError(
    `Content service ${status ? `answered ${status}` : 'unreachable'}: ${message ?? String(error)}`,
    status,
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UpstreamError(`Content service timed out after ${ms} ms (${what})`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The gateway's only way to the content service: the real storyblok-js-client, one per space and
 * token (page size 25, relation batches of 50, cv tracking, 429 retries, throttling come from it).
 */
export function createContentClients(options: GatewayOptions) {
  const make = (accessToken: string, version: Version) =>
    new StoryblokClient({
      accessToken,
      endpoint: `${options.contentApiUrl}/v2`,
      version,
      // The client's timeout is in seconds; our own bound below covers its retries too.
      timeout: options.timeoutMs / 1000,
      maxRetries: 10,
      retriesDelay: 300,
      rateLimit: options.clientRateLimit,
    });
  const clients = Object.fromEntries(
    channelIds.map((channel) => [
      channel,
      {
        published: make(options.tokens[channel].public, 'published'),
        draft: make(options.tokens[channel].preview, 'draft'),
      },
    ]),
  ) as Record<ChannelId, Record<Version, StoryblokClient>>;

  return {
    async story(
      channel: ChannelId,
      version: Version,
      fullSlug: string,
      relations: string[],
    ): Promise<StoryResult> {
      try {
        const params =
          relations.length > 0 ? { version, resolve_relations: relations.join(',') } : { version };
        const response = await withTimeout(
          clients[channel][version].getStory(fullSlug, params),
          options.timeoutMs,
          fullSlug,
        );
        return { kind: 'found', story: response.data.story, cv: Number(response.data.cv) };
      } catch (error) {
        if ((error as ClientError).status === 404) return { kind: 'not-found' };
        throw toError(error);
      }
    },
    async stories(
      channel: ChannelId,
      version: Version,
      params: Record<string, string | number>,
    ): Promise<StoriesResult> {
      try {
        const response = await withTimeout(
          clients[channel][version].get('cdn/stories', { version, ...params }),
          options.timeoutMs,
          'stories',
        );
        return { stories: response.data.stories, cv: Number(response.data.cv) };
      } catch (error) {
        throw toError(error);
      }
    },
  };
}

export type ContentClients = ReturnType<typeof createContentClients>;

import type { SharedRedis } from '@shop/server-kit';
import type { ChannelId } from '../config/channels';
import { loadContentTokens, type SpaceTokens } from '../config/tokens';

export type GatewayOptions = {
  /** Origin of the content service; the CDN API is below `/v2`. */
  contentApiUrl: string;
  tokens: Record<ChannelId, SpaceTokens>;
  freshMs: number;
  staleWhileRevalidateMs: number;
  revalidateWaitMs: number;
  staleIfErrorMs: number;
  maxEntries: number;
  /** Upper bound for one upstream load, 429 retries included. */
  timeoutMs: number;
  /** Version served when the request asks for none (CONTENT_VERSION). */
  defaultVersion: 'draft' | 'published';
  /** `open`: any request may ask for drafts (development); `signed`: only with a valid visual-editor token. */
  drafts: 'open' | 'signed';
  /** Requests per second the client sends per space; undefined keeps storyblok-js-client's own tiers. */
  clientRateLimit?: number;
  logLevel?: string;
  /** Shares published entries with the other gateways and hears the content service's change notices. */
  redis?: SharedRedis | null;
  /** The cache's clock; tests move it instead of waiting for entries to age. */
  now?: () => number;
};

const number = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative number of milliseconds, got "${value}"`);
  return parsed;
};

/** Gateway settings from the environment; every value has a development default. */
export function gatewayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayOptions {
  const version = env.CONTENT_VERSION ?? 'published';
  if (version !== 'draft' && version !== 'published')
    throw new Error(`CONTENT_VERSION must be draft or published, got "${version}"`);
  const drafts = env.CONTENT_DRAFTS ?? (env.NODE_ENV === 'production' ? 'signed' : 'open');
  if (drafts !== 'open' && drafts !== 'signed')
    throw new Error(`CONTENT_DRAFTS must be open or signed, got "${drafts}"`);
  return {
    contentApiUrl: (env.CONTENT_API_URL ?? 'http://127.0.0.1:8083').replace(/\/+$/, ''),
    tokens: loadContentTokens(env).spaces,
    freshMs: number(env.CONTENT_CACHE_FRESH_MS, 5000, 'CONTENT_CACHE_FRESH_MS'),
    staleWhileRevalidateMs: number(env.CONTENT_CACHE_SWR_MS, 60_000, 'CONTENT_CACHE_SWR_MS'),
    revalidateWaitMs: number(env.CONTENT_REVALIDATE_WAIT_MS, 250, 'CONTENT_REVALIDATE_WAIT_MS'),
    staleIfErrorMs: number(
      env.CONTENT_CACHE_STALE_IF_ERROR_MS,
      24 * 60 * 60 * 1000,
      'CONTENT_CACHE_STALE_IF_ERROR_MS',
    ),
    maxEntries: number(env.CONTENT_CACHE_MAX_ENTRIES, 5000, 'CONTENT_CACHE_MAX_ENTRIES'),
    timeoutMs: number(env.CONTENT_TIMEOUT_MS, 5000, 'CONTENT_TIMEOUT_MS'),
    defaultVersion: version,
    drafts,
    clientRateLimit: env.CONTENT_CLIENT_RATE_LIMIT
      ? number(env.CONTENT_CLIENT_RATE_LIMIT, 0, 'CONTENT_CLIENT_RATE_LIMIT')
      : undefined,
    logLevel: env.LOG_LEVEL,
  };
}

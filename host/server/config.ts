import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HostTable } from '@shop/catalogue';
import {
  readArtifactStorageEnv,
  type S3ArtifactStorageOptions,
} from '@shop/server-kit/artifact-storage';
import { hostTableFromEnv } from './storefront';
import { contentCacheOptionsFromEnv, type ContentCacheOptions } from './content-cache';
import { defaultRenderConcurrency, type ServerRenderingConfig } from './ssr/page-renderer';

export type EdgeConfig = {
  environment: string;
  registryUrl: string;
  shopApiUrl: string;
  contentGatewayUrl: string;
  flagsUrl: string;
  /** The catalogue and price service: /price-api/* and the product /web-api/* calls. */
  catalogueUrl: string;
  /** Built host assets (host/dist). */
  assetsDir: string;
  remoteTimeoutMs: number;
  hostTable: HostTable;
  /** Public ids only (never secrets): they end up in the page. */
  integrations: { googleClientId: string | null; recaptchaSiteKey: string | null };
  flags: { sdkKey: string | null; readyTimeoutMs: number };
  /** The flag service's server-side SDK key (FLAGS_SERVER_KEY): the edge renders the shopper's variants. Never sent to browsers. */
  flagsServerKey?: string | null;
  /** Fastify's trustProxy: false, or the load balancers' addresses or CIDRs, comma-separated. */
  trustProxy: boolean | string;
  /** The media store (originals at /media/*) and the image transformer's disk cache. */
  media?: { mediaDir: string; cacheDir: string };
  /** Where the edge keeps what must survive a restart: the last good release set per channel. */
  stateDir?: string;
  /** The registry's artifact store (`<remote>/<version>/…`); when set, /remotes/* is served from it, not proxied. */
  artifactsDir?: string;
  /** The registry's artifact bucket (ARTIFACTS_S3_*); when set, /remotes/* is served from it instead. */
  artifactsS3?: S3ArtifactStorageOptions;
  /** REDIS_URL and REDIS_PREFIX (the registry's): release sets are kept until the registry's change notice. */
  redis?: { url: string; prefix: string };
  /** How long stories and global configurations are kept (EDGE_CONTENT_*); unset: asked on every request. */
  contentCache?: ContentCacheOptions;
  /** The document's server render (EDGE_SERVER_RENDERING=off leaves every page to the browser). */
  serverRendering?: ServerRenderingConfig;
  /** A server-rendered page's scripts in a few packs (EDGE_SCRIPT_PACKS=off: each file on its own). */
  scriptPacks?: boolean;
};

const hostDir = fileURLToPath(new URL('..', import.meta.url));

/** Reads the edge server's upstreams from the environment; defaults match `npm start`'s ports. */
export function readEdgeConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const artifactStore = readArtifactStorageEnv(env);
  return {
    environment: env.SHOP_ENV ?? 'development',
    registryUrl: env.REGISTRY_URL ?? 'http://127.0.0.1:8081',
    shopApiUrl: env.SHOP_API_URL ?? 'http://127.0.0.1:8082',
    contentGatewayUrl: env.CONTENT_GATEWAY_URL ?? 'http://127.0.0.1:8084',
    flagsUrl: env.FLAGS_URL ?? 'http://127.0.0.1:8085',
    catalogueUrl: env.CATALOGUE_URL ?? 'http://127.0.0.1:8086',
    assetsDir: env.HOST_ASSETS_DIR ?? path.join(hostDir, 'dist'),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS ?? 8000),
    hostTable: hostTableFromEnv(env.SHOP_HOSTS),
    integrations: {
      googleClientId: env.GOOGLE_CLIENT_ID || null,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || null,
    },
    flags: {
      // The flag service's development browser key is public and not a secret; production sets its own.
      sdkKey:
        env.FLAGS_BROWSER_KEY ||
        ((env.SHOP_ENV ?? 'development') === 'production' ? null : 'localdev-browser-key'),
      readyTimeoutMs: Number(env.FLAGS_READY_TIMEOUT_MS ?? 10_000),
    },
    // The development key is public and not a secret; production sets its own or renders defaults.
    flagsServerKey:
      env.FLAGS_SERVER_KEY ||
      ((env.SHOP_ENV ?? 'development') === 'production' ? null : 'localdev-server-key'),
    trustProxy: env.EDGE_TRUST_PROXY || false,
    media: {
      mediaDir: env.MEDIA_DIR ?? path.join(hostDir, '..', '.data', 'media'),
      cacheDir: env.IMAGE_CACHE_DIR ?? path.join(hostDir, '..', '.data', 'image-cache'),
    },
    stateDir: env.EDGE_STATE_DIR ?? path.join(hostDir, '..', '.data', 'edge'),
    artifactsDir: artifactStore.dir,
    artifactsS3: artifactStore.s3,
    redis: env.REDIS_URL?.trim()
      ? { url: env.REDIS_URL.trim(), prefix: env.REDIS_PREFIX ?? 'shop:' }
      : undefined,
    contentCache: contentCacheOptionsFromEnv(env),
    serverRendering: serverRenderingFromEnv(env, hostDir),
    scriptPacks: env.EDGE_SCRIPT_PACKS !== 'off',
  };
}

/** Server rendering as EDGE_SERVER_RENDERING, HOST_SSR_BUNDLE, EDGE_SSR_SLOT_BUDGET_MS, EDGE_SSR_CONCURRENCY and EDGE_SSR_WARM_UP set it. */
export function serverRenderingFromEnv(
  env: NodeJS.ProcessEnv,
  hostDir: string,
): ServerRenderingConfig | undefined {
  if (env.EDGE_SERVER_RENDERING === 'off') return undefined;
  return {
    bundle: env.HOST_SSR_BUNDLE ?? path.join(hostDir, 'dist-ssr', 'render.cjs'),
    slotBudgetMs: Number(env.EDGE_SSR_SLOT_BUDGET_MS ?? 100),
    concurrency: Number(env.EDGE_SSR_CONCURRENCY ?? defaultRenderConcurrency),
    warmUp: env.EDGE_SSR_WARM_UP !== 'off',
  };
}

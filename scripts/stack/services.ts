import path from 'node:path';

export type Ports = {
  edge: number;
  registry: number;
  shopApi: number;
  content: number;
  gateway: number;
  flags: number;
  catalogue: number;
};

export type StackSettings = {
  repoRoot: string;
  ports: Ports;
  databaseUrl: string;
  dataDir: string;
  environment: string;
  registryTokens: string;
  /** Public origins per channel, for links in mails. */
  publicUrls: { wallart: string; kartenliebe: string };
  remoteTimeoutMs: number;
  flagsReadyTimeoutMs: number;
  flagsAdminToken: string;
  /** Shared Redis of every instance (REDIS_URL); unset on one machine. */
  redisUrl?: string;
  redisPrefix?: string;
  serviceEnv: Record<string, Record<string, string>>;
};

export type ServiceSpec = {
  name: string;
  entry: string;
  port: number;
  env: Record<string, string>;
  /** Answers 200 while the instance can take requests (the load balancer's check). */
  healthPath: string;
  /** Which of the service's instances this is (1 when it runs once). */
  instance?: number;
};

const local = (port: number) => `http://127.0.0.1:${port}`;

/** Every service of the shop with its environment; all share one database. */
export function serviceSpecs(settings: StackSettings): ServiceSpec[] {
  const { ports, dataDir } = settings;
  const shared = {
    DATABASE_URL: settings.databaseUrl,
    SHOP_ENV: settings.environment,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
    ...(settings.redisPrefix ? { REDIS_PREFIX: settings.redisPrefix } : {}),
  };
  // With ARTIFACTS_S3_BUCKET in the environment the registry and the edge use the bucket instead.
  const artifactsFolder: Record<string, string> = process.env.ARTIFACTS_S3_BUCKET?.trim()
    ? {}
    : { ARTIFACTS_DIR: path.join(dataDir, 'artifacts') };
  const specs: ServiceSpec[] = [
    {
      name: 'registry',
      entry: 'infra/registry/src/main.ts',
      port: ports.registry,
      healthPath: '/health',
      env: {
        ...shared,
        ...artifactsFolder,
        REGISTRY_TOKENS: settings.registryTokens,
      },
    },
    {
      name: 'shop-api',
      entry: 'infra/shop-api/src/main.ts',
      port: ports.shopApi,
      healthPath: '/web-api/health',
      env: {
        ...shared,
        SHOP_PUBLIC_URLS: `wallart=${settings.publicUrls.wallart},kartenliebe=${settings.publicUrls.kartenliebe}`,
      },
    },
    {
      name: 'content',
      entry: 'infra/content/src/main.ts',
      port: ports.content,
      healthPath: '/health',
      env: shared,
    },
    {
      name: 'content-gateway',
      entry: 'infra/content/src/gateway-main.ts',
      port: ports.gateway,
      healthPath: '/health',
      env: { ...shared, CONTENT_API_URL: local(ports.content) },
    },
    {
      name: 'flags',
      entry: 'infra/flags/src/main.ts',
      port: ports.flags,
      healthPath: '/health',
      env: {
        ...shared,
        FLAGS_SEED_FILE: path.join(settings.repoRoot, 'infra/flags/seed/shop-flags.json'),
        FLAGS_ADMIN_TOKEN: settings.flagsAdminToken,
      },
    },
    // Seeds its empty catalogue on first start (CATALOGUE_SEED defaults to on outside production).
    {
      name: 'catalogue',
      entry: 'infra/catalogue/src/main.ts',
      port: ports.catalogue,
      healthPath: '/price-api/health',
      env: shared,
    },
    {
      name: 'edge',
      entry: 'host/server/main.ts',
      port: ports.edge,
      healthPath: '/healthz',
      env: {
        ...shared,
        HOST: process.env.HOST ?? '127.0.0.1',
        REGISTRY_URL: local(ports.registry),
        SHOP_API_URL: local(ports.shopApi),
        CONTENT_GATEWAY_URL: local(ports.gateway),
        FLAGS_URL: local(ports.flags),
        CATALOGUE_URL: local(ports.catalogue),
        REMOTE_TIMEOUT_MS: String(settings.remoteTimeoutMs),
        FLAGS_READY_TIMEOUT_MS: String(settings.flagsReadyTimeoutMs),
        MEDIA_DIR: path.join(dataDir, 'media'),
        IMAGE_CACHE_DIR: path.join(dataDir, 'image-cache'),
        EDGE_STATE_DIR: path.join(dataDir, 'edge'),
        ...artifactsFolder,
      },
    },
  ];
  // SHOP_SERVICES=registry,edge starts a subset, e.g. when working on the shell alone.
  const only = process.env.SHOP_SERVICES?.split(',').map((name) => name.trim());
  return specs
    .filter((spec) => (only ? only.includes(spec.name) : true))
    .map((spec) => ({ ...spec, env: { ...spec.env, ...settings.serviceEnv[spec.name] } }));
}

import path from 'node:path';
import { environmentSchema, environments, type Environment } from '@shop/contracts';
import { repoRoot } from '@shop/db';
import {
  readArtifactStorageEnv,
  type S3ArtifactStorageOptions,
} from '@shop/server-kit/artifact-storage';
import { defaultHealthPolicy, type HealthPolicy } from './health/policy';
import { resolveTokens, type RegistryToken } from './tokens';

export const defaultRegistryUrl = 'http://127.0.0.1:8081';
/** Where the development token lives; the CLI reads it too. */
export const localTokenFile = path.join(repoRoot, '.data', 'registry-token');

export type RegistryConfig = {
  environment: Environment;
  /** The artifacts folder; absent when they live in a bucket. */
  artifactsDir?: string;
  artifactsS3?: S3ArtifactStorageOptions;
  tokens: RegistryToken[];
  allowedOrigins: string[];
  /** Token names that may override a health refusal. */
  admins: string[];
  healthPolicy: HealthPolicy;
  healthReportsPerIpPerMinute: number;
};

/** A positive number from the environment, or the default; anything else is a readable error. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Infinity): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(
      `${name} must be a number above 0${max < Infinity ? ` and at most ${max}` : ''}, got "${raw}"`,
    );
  return value;
}

/** Reads SHOP_ENV, ARTIFACTS_DIR or ARTIFACTS_S3_*, REGISTRY_TOKENS and REGISTRY_ALLOWED_ORIGINS; throws a readable error on bad values. */
export function loadRegistryConfig(env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const parsedEnvironment = environmentSchema.safeParse(env.SHOP_ENV || 'development');
  if (!parsedEnvironment.success)
    throw new Error(`SHOP_ENV must be one of ${environments.join(', ')}, got "${env.SHOP_ENV}"`);
  const environment = parsedEnvironment.data;
  const storage = readArtifactStorageEnv(env);
  const tokens = resolveTokens(environment, env.REGISTRY_TOKENS, localTokenFile);
  const admins = env.REGISTRY_ADMINS?.trim()
    ? env.REGISTRY_ADMINS.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : // The generated local token belongs to the one developer on this machine.
      tokens.filter((token) => token.name === 'local').map((token) => token.name);
  const unknownAdmin = admins.find((name) => !tokens.some((token) => token.name === name));
  if (unknownAdmin)
    throw new Error(
      `REGISTRY_ADMINS names "${unknownAdmin}", which is not a token in REGISTRY_TOKENS`,
    );
  return {
    environment,
    ...(storage.s3
      ? { artifactsS3: storage.s3 }
      : { artifactsDir: path.resolve(repoRoot, storage.dir || '.data/artifacts') }),
    tokens,
    allowedOrigins: parseOrigins(env.REGISTRY_ALLOWED_ORIGINS ?? ''),
    admins,
    healthPolicy: {
      windowMs:
        positive(env, 'CANARY_WINDOW_MINUTES', defaultHealthPolicy.windowMs / 60_000) * 60_000,
      maxFailureRate: positive(
        env,
        'CANARY_MAX_FAILURE_RATE',
        defaultHealthPolicy.maxFailureRate,
        1,
      ),
      minPageLoads: positive(env, 'CANARY_MIN_PAGE_LOADS', defaultHealthPolicy.minPageLoads),
    },
    healthReportsPerIpPerMinute: positive(env, 'REGISTRY_HEALTH_REPORTS_PER_MINUTE', 120),
  };
}

/** Parses a comma-separated list of origins (scheme://host[:port]). */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(
          `REGISTRY_ALLOWED_ORIGINS holds "${entry}", which is not an origin like https://cdn.example.com`,
        );
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Error(`REGISTRY_ALLOWED_ORIGINS: "${entry}" must be http(s)`);
      return url.origin;
    });
}

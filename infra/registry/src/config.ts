import path from 'node:path';
import { environmentSchema, environments, type Environment } from '@shop/contracts';
import { repoRoot } from '@shop/db';
import { resolveTokens, type RegistryToken } from './tokens';

export const defaultRegistryUrl = 'http://127.0.0.1:8081';
/** Where the development token lives; the CLI reads it too. */
export const localTokenFile = path.join(repoRoot, '.data', 'registry-token');

export type RegistryConfig = {
  environment: Environment;
  artifactsDir: string;
  tokens: RegistryToken[];
  allowedOrigins: string[];
};

/** Reads SHOP_ENV, ARTIFACTS_DIR, REGISTRY_TOKENS and REGISTRY_ALLOWED_ORIGINS; throws a readable error on bad values. */
export function loadRegistryConfig(env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const parsedEnvironment = environmentSchema.safeParse(env.SHOP_ENV || 'development');
  if (!parsedEnvironment.success)
    throw new Error(`SHOP_ENV must be one of ${environments.join(', ')}, got "${env.SHOP_ENV}"`);
  const environment = parsedEnvironment.data;
  return {
    environment,
    artifactsDir: path.resolve(repoRoot, env.ARTIFACTS_DIR || '.data/artifacts'),
    tokens: resolveTokens(environment, env.REGISTRY_TOKENS, localTokenFile),
    allowedOrigins: parseOrigins(env.REGISTRY_ALLOWED_ORIGINS ?? ''),
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

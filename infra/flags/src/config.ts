import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@shop/db';
import { defaultIngestLimits, type IngestLimits } from './http/ingest-limits';

/** The development SDK keys; they guard nothing secret and only work when FLAGS_SDK_KEYS is unset. */
export const developmentSdkKeys = ['localdev-browser-key', 'localdev-server-key'];

/** Default mount point: the edge server proxies `/flags/api/*` on the shop's origin unchanged. */
export const defaultBasePath = '/flags';

export type FlagsEnvironment = {
  sdkKeys: string[];
  adminToken: string;
  basePath: string;
  corsOrigins: string[];
  seedFile?: string;
  ingestLimits: IngestLimits;
  trustProxy: boolean | string;
};

const count = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Normalises a mount prefix: '' or '/x/y' without a trailing slash. */
export function normalizeBasePath(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^(\/[a-zA-Z0-9._-]+)+$/.test(trimmed))
    throw new Error(`FLAGS_BASE_PATH must look like /flags, got "${value}"`);
  return trimmed;
}

/** Reads the service's settings from the environment (see README for every variable). */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): FlagsEnvironment {
  const sdkKeys = list(env.FLAGS_SDK_KEYS);
  return {
    sdkKeys: sdkKeys.length > 0 ? sdkKeys : developmentSdkKeys,
    adminToken: env.FLAGS_ADMIN_TOKEN || developmentAdminToken(env),
    basePath: normalizeBasePath(env.FLAGS_BASE_PATH ?? defaultBasePath),
    corsOrigins: list(env.FLAGS_CORS_ORIGINS ?? '*'),
    seedFile: env.FLAGS_SEED_FILE ? resolveFile(env.FLAGS_SEED_FILE) : undefined,
    ingestLimits: {
      maxEntries: count(
        env.FLAGS_INGEST_MAX_ENTRIES,
        defaultIngestLimits.maxEntries,
        'FLAGS_INGEST_MAX_ENTRIES',
      ),
      maxBytes: count(
        env.FLAGS_INGEST_MAX_BYTES,
        defaultIngestLimits.maxBytes,
        'FLAGS_INGEST_MAX_BYTES',
      ),
      perIpPerMinute: count(
        env.FLAGS_INGEST_IP_PER_MINUTE,
        defaultIngestLimits.perIpPerMinute,
        'FLAGS_INGEST_IP_PER_MINUTE',
      ),
      perKeyPerMinute: count(
        env.FLAGS_INGEST_KEY_PER_MINUTE,
        defaultIngestLimits.perKeyPerMinute,
        'FLAGS_INGEST_KEY_PER_MINUTE',
      ),
    },
    trustProxy:
      env.FLAGS_TRUST_PROXY === 'false'
        ? false
        : env.FLAGS_TRUST_PROXY === 'true'
          ? true
          : (env.FLAGS_TRUST_PROXY ?? 'loopback'),
  };
}

/** Relative paths work from the current folder or, failing that, from the repository root. */
function resolveFile(file: string): string {
  if (path.isAbsolute(file) || fs.existsSync(file)) return path.resolve(file);
  return path.resolve(repoRoot, file);
}

/** Outside production an unset admin token is generated once into .data/flags-admin-token (git-ignored). */
export function developmentAdminToken(env: NodeJS.ProcessEnv = process.env): string {
  if (env.NODE_ENV === 'production') throw new Error('FLAGS_ADMIN_TOKEN must be set in production');
  const file = path.join(repoRoot, '.data', 'flags-admin-token');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const token = crypto.randomBytes(24).toString('base64url');
  try {
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    // Another process (the CLI, a second instance) wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

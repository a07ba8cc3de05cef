import { createFolderArtifactStorage } from './folder-storage';
import { createS3ArtifactStorage, type S3ArtifactStorageOptions } from './s3-storage';
import type { ArtifactStorage } from './types';

/** Which artifact store the environment names: a folder, a bucket, or neither. */
export type ArtifactStorageSettings = { dir?: string; s3?: S3ArtifactStorageOptions };

const s3Variables = [
  'ARTIFACTS_S3_ENDPOINT',
  'ARTIFACTS_S3_REGION',
  'ARTIFACTS_S3_PREFIX',
  'ARTIFACTS_S3_FORCE_PATH_STYLE',
] as const;

/**
 * Reads ARTIFACTS_DIR, or ARTIFACTS_S3_BUCKET with ARTIFACTS_S3_ENDPOINT, ARTIFACTS_S3_REGION
 * (default us-east-1), ARTIFACTS_S3_PREFIX and ARTIFACTS_S3_FORCE_PATH_STYLE=1; credentials are the
 * AWS SDK's (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, ...). Throws a readable error on bad values.
 */
export function readArtifactStorageEnv(env: NodeJS.ProcessEnv): ArtifactStorageSettings {
  const dir = env.ARTIFACTS_DIR?.trim() || undefined;
  const bucket = env.ARTIFACTS_S3_BUCKET?.trim();
  if (!bucket) {
    const stray = s3Variables.find((name) => env[name]?.trim());
    if (stray) throw new Error(`${stray} is set, but ARTIFACTS_S3_BUCKET is not`);
    return { dir };
  }
  if (dir)
    throw new Error(
      'ARTIFACTS_DIR and ARTIFACTS_S3_BUCKET are both set; artifacts live in one store, so set one',
    );
  return {
    s3: {
      bucket,
      region: env.ARTIFACTS_S3_REGION?.trim() || 'us-east-1',
      endpoint: endpointOf(env.ARTIFACTS_S3_ENDPOINT),
      prefix: env.ARTIFACTS_S3_PREFIX?.trim().replace(/^\/+|\/+$/g, '') || undefined,
      forcePathStyle: flag('ARTIFACTS_S3_FORCE_PATH_STYLE', env.ARTIFACTS_S3_FORCE_PATH_STYLE),
    },
  };
}

/** The store the settings name (the bucket when there is one); null when they name none. */
export function openArtifactStorage(settings: ArtifactStorageSettings): ArtifactStorage | null {
  if (settings.s3) return createS3ArtifactStorage(settings.s3);
  return settings.dir ? createFolderArtifactStorage(settings.dir) : null;
}

function endpointOf(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `ARTIFACTS_S3_ENDPOINT must be an address like https://s3.example.com, got "${value}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`ARTIFACTS_S3_ENDPOINT must be http(s), got "${value}"`);
  return value;
}

function flag(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '1' || value === 'true') return true;
  if (value === '' || value === '0' || value === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

import {
  createFolderArtifactStorage,
  createS3ArtifactStorage,
  readStoredFile,
} from '@shop/server-kit/artifact-storage';
import type { EdgeConfig } from './config';

/** Reads one file of a published artifact (`<remote>/<version>/<path>`); null when there is none. */
export type ReadArtifactFile = (key: string) => Promise<Buffer | null>;

/**
 * Artifact files from the store the edge serves /remotes/ from, else from the registry: one
 * reader for manifests, server builds and style sheets alike.
 */
export function artifactReaderOf(
  config: Pick<EdgeConfig, 'artifactsDir' | 'artifactsS3' | 'registryUrl'>,
): ReadArtifactFile {
  const storage = config.artifactsS3
    ? createS3ArtifactStorage(config.artifactsS3)
    : config.artifactsDir
      ? createFolderArtifactStorage(config.artifactsDir)
      : null;
  if (storage) return (key) => readStoredFile(storage, key);
  return async (key) => {
    const path = key.split('/').map(encodeURIComponent).join('/');
    const response = await fetch(new URL(`/remotes/${path}`, config.registryUrl), {
      signal: AbortSignal.timeout(2000),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`the registry answered ${response.status} for ${key}`);
    return Buffer.from(await response.arrayBuffer());
  };
}

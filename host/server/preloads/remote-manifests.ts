import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { blockChunksFileName, blockChunksSchema, type BlockChunks } from '@shop/contracts';

const assetsSchema = z.object({
  js: z.object({ sync: z.array(z.string()) }),
  css: z.object({ sync: z.array(z.string()) }),
});

/** The parts of a Module Federation manifest (`mf-manifest.json`) the document's preloads need. */
const manifestSchema = z.object({
  metaData: z.object({
    globalName: z.string().optional(),
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string(), path: z.string(), type: z.string().optional() }),
  }),
  exposes: z.array(z.object({ path: z.string(), assets: assetsSchema })),
});
/**
 * A version's manifest, with the files each content block it renders on its own needs
 * (block-chunks.json; none for a version whose blocks come with its modules).
 */
export type RemoteManifest = z.infer<typeof manifestSchema> & { blocks: BlockChunks };

/** Reads a file of a published version: from the artifact store, or the registry when the edge has none. */
export type ManifestFileReader = (
  remote: string,
  version: string,
  file: string,
) => Promise<Buffer | null>;

const parseJson = (file: Buffer) => JSON.parse(file.toString('utf8')) as unknown;

type Options = {
  /** How long a failed read is remembered before it is tried again (default 30 s). */
  retryAfterMs?: number;
  now?: () => number;
};

/**
 * Manifests per remote@version, kept in memory for good: a published version never changes. A
 * version whose manifest (or block-chunks.json) cannot be read is logged once and tried again
 * after `retryAfterMs`.
 */
export function createManifestCache(
  read: ManifestFileReader,
  log: FastifyBaseLogger,
  options: Options = {},
) {
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  const now = options.now ?? Date.now;
  const manifests = new Map<string, Promise<RemoteManifest | null>>();
  const failedAt = new Map<string, number>();
  const logged = new Set<string>();

  async function load(remote: string, version: string, key: string) {
    try {
      const [file, blocksFile] = await Promise.all([
        read(remote, version, 'mf-manifest.json'),
        read(remote, version, blockChunksFileName),
      ]);
      if (!file) throw new Error('no manifest is stored for this version');
      const manifest = {
        ...manifestSchema.parse(parseJson(file)),
        blocks: blocksFile ? blockChunksSchema.parse(parseJson(blocksFile)) : {},
      };
      failedAt.delete(key);
      return manifest;
    } catch (error) {
      failedAt.set(key, now());
      if (!logged.has(key)) {
        logged.add(key);
        log.warn(
          {
            event: 'preload-manifest-unavailable',
            remote,
            version,
            reason: (error as Error).message,
          },
          'the page is sent without preloads for this remote',
        );
      }
      return null;
    }
  }

  /** The manifest, or null when it cannot be read (now, or within the retry time of a failure). */
  return function manifestOf(remote: string, version: string): Promise<RemoteManifest | null> {
    const key = `${remote}@${version}`;
    const failed = failedAt.get(key);
    const kept = manifests.get(key);
    if (kept && (failed === undefined || now() - failed < retryAfterMs)) return kept;
    const loading = load(remote, version, key);
    manifests.set(key, loading);
    return loading;
  };
}
